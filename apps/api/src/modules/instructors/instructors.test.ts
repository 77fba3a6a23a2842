import { instructorList } from "@kursove/contracts";
import { and, eq, gt, isNotNull, lt } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseSessions, courses } from "../../db/schema/index";
import { bearer, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

function form(fields: Record<string, string>, image?: { bytes: Buffer; type: string }) {
  const boundary = "----kursove-instructor";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (image) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo"\r\nContent-Type: ${image.type}\r\n\r\n`,
      ),
    );
    chunks.push(image.bytes, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("instructors API (PORTFOLIO, INSTRUCTOR-FIELDS)", () => {
  let t: TestApp;
  let provider: string;
  let otherProvider: string;
  let learner: string;
  let _lector: string;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    const login = (email: string) => signInDemo(t.app, email);
    provider = await login("provider@example.com");
    otherProvider = await login("owner@digitalen-kampus.example.com");
    learner = await login("learner@example.com");
    _lector = await login("lector@example.com");
    photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0f5e9c" } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());
  const send = (
    method: "POST" | "DELETE" | "GET",
    url: string,
    token: string,
    body?: ReturnType<typeof form>,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(body ? { payload: body.payload } : {}),
      headers: { ...bearer(token), "content-language": "en", ...(body?.headers ?? {}) },
    });

  it("lists the provider's instructors, higher order first", async () => {
    const res = await send("GET", "/instructors", provider);
    expect(res.statusCode).toBe(200);
    const list = instructorList.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((i) => i.order)).toEqual([...list.map((i) => i.order)].sort((a, b) => b - a));
  });

  it("adds an instructor with a photo and answers the full list; the photo is required", async () => {
    const before = instructorList.parse((await send("GET", "/instructors", provider)).json());
    const missing = await send(
      "POST",
      "/instructors",
      provider,
      form({ name: "Ива Петкова", role: "Лектор", order: "5", about: "..." }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.image).toEqual(["Upload a photo of the instructor"]);
    const res = await send(
      "POST",
      "/instructors",
      provider,
      form(
        { name: "Ива Петкова", role: "Лектор", order: "999", about: "Преподава Excel." },
        { bytes: photo, type: "image/jpeg" },
      ),
    );
    expect(res.statusCode).toBe(200);
    const list = instructorList.parse(res.json());
    expect(list).toHaveLength(before.length + 1);
    expect(list[0]).toMatchObject({
      name: "Ива Петкова",
      role: "Лектор",
      order: 999,
      about: "Преподава Excel.",
    });
    expect(list[0]!.image).toMatchObject({ width: 400, height: 400 });
  });

  it("lists instructors of one order and name in one stable order, by id", async () => {
    const fields = { name: "Близнак Близнаков", role: "Лектор", order: "777", about: "" };
    for (let i = 0; i < 4; i++)
      expect(
        (await send("POST", "/instructors", provider, form(fields, { bytes: photo, type: "image/jpeg" })))
          .statusCode,
      ).toBe(200);
    const twins = instructorList
      .parse((await send("GET", "/instructors", provider)).json())
      .filter((i) => i.name === fields.name)
      .map((i) => i.id);
    expect(twins).toHaveLength(4);
    expect(twins).toEqual([...twins].sort());
  });

  it("takes a GIF instructor photo, as the avatar does", async () => {
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#e0a030" } })
      .gif()
      .toBuffer();
    const res = await send(
      "POST",
      "/instructors",
      provider,
      form({ name: "Гергана Гифова", role: "Преподавател", order: "998" }, { bytes: gif, type: "image/gif" }),
    );
    expect(res.statusCode).toBe(200);
    const added = instructorList.parse(res.json()).find((i) => i.name === "Гергана Гифова");
    expect(added?.image).toMatchObject({ width: 400, height: 400 });
  });

  it("refuses a file that is not an image and a bad order", async () => {
    const fake = await send(
      "POST",
      "/instructors",
      provider,
      form({ name: "X Y" }, { bytes: Buffer.from("<svg onload=alert(1)>"), type: "image/png" }),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe("Please upload an image of the correct type");
    const order = await send(
      "POST",
      "/instructors",
      provider,
      form({ name: "X Y", order: "first" }, { bytes: photo, type: "image/jpeg" }),
    );
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.order).toEqual(["Invalid number"]);
  });

  it("refuses a photo of 2 MB or more and keeps one a byte smaller (images under 2 MB)", async () => {
    // a valid JPEG padded after its end: the bytes count, the picture stays the same
    const sized = (size: number) => Buffer.concat([photo, Buffer.alloc(size - photo.length, 0)]);
    const before = (await send("GET", "/instructors", provider)).json().length;
    for (const size of [2 * 1024 * 1024, 2 * 1024 * 1024 + 1, 3 * 1024 * 1024]) {
      const res = await send(
        "POST",
        "/instructors",
        provider,
        form({ name: "Голяма Снимка" }, { bytes: sized(size), type: "image/jpeg" }),
      );
      expect(res.statusCode, String(size)).toBe(422);
      expect(res.json().errors.image).toEqual(["The image must be smaller than 2 MB"]);
    }
    expect((await send("GET", "/instructors", provider)).json()).toHaveLength(before);
    const under = await send(
      "POST",
      "/instructors",
      provider,
      form({ name: "Малка Снимка" }, { bytes: sized(2 * 1024 * 1024 - 1), type: "image/jpeg" }),
    );
    expect(under.statusCode, under.body).toBe(200);
    expect(under.json()).toHaveLength(before + 1);
  });

  it("changes an instructor (photo optional) and deletes it, answering the list each time", async () => {
    const list = instructorList.parse((await send("GET", "/instructors", provider)).json());
    const target = list.find((i) => i.name === "Ива Петкова")!;
    const changed = instructorList.parse(
      (
        await send(
          "POST",
          `/instructors/${target.id}`,
          provider,
          form({ id: target.id, name: "Ива Петкова-Димова", role: "Водещ лектор", order: "1", about: "" }),
        )
      ).json(),
    );
    const updated = changed.find((i) => i.id === target.id)!;
    expect(updated).toMatchObject({ name: "Ива Петкова-Димова", role: "Водещ лектор", order: 1 });
    expect(updated.image?.url).toBe(target.image?.url);
    const after = await send("DELETE", `/instructors/${target.id}`, provider);
    expect(after.statusCode).toBe(200);
    expect(instructorList.parse(after.json()).some((i) => i.id === target.id)).toBe(false);
  });

  it("keeps an instructor who teaches sessions not over yet, and lets one of past sessions go", async () => {
    const db = t.database.db;
    const providerId = (await send("GET", "/provider", provider)).json().id as string;
    const mine = instructorList.parse((await send("GET", "/instructors", provider)).json());
    const sessionsOf = (instructorId: string) =>
      db
        .select({ id: courseSessions.id })
        .from(courseSessions)
        .where(eq(courseSessions.instructorId, instructorId));
    const [coming] = await db
      .select({ instructorId: courseSessions.instructorId })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(
        and(
          isNotNull(courseSessions.instructorId),
          gt(courseSessions.endsAt, new Date()),
          eq(courses.providerId, providerId),
          eq(courses.status, "approved"),
        ),
      )
      .limit(1);
    const busy = mine.find((i) => i.id === coming?.instructorId)!;
    expect(busy).toBeDefined();
    const before = (await sessionsOf(busy.id)).length;
    const refused = await send("DELETE", `/instructors/${busy.id}`, provider);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "instructor_in_use",
      message: "This instructor teaches sessions that are not over yet. Give them another instructor first.",
    });
    expect(instructorList.parse((await send("GET", "/instructors", provider)).json())).toEqual(mine);
    expect(await sessionsOf(busy.id)).toHaveLength(before);

    // an instructor of sessions already over leaves the portfolio; the sessions stay, without a name
    const added = instructorList.parse(
      (
        await send(
          "POST",
          "/instructors",
          provider,
          form({ name: "Бивш лектор" }, { bytes: photo, type: "image/jpeg" }),
        )
      ).json(),
    );
    const former = added.find((i) => i.name === "Бивш лектор")!;
    const [past] = await db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(and(lt(courseSessions.endsAt, new Date()), eq(courses.providerId, providerId)))
      .limit(1);
    await db.update(courseSessions).set({ instructorId: former.id }).where(eq(courseSessions.id, past!.id));
    const gone = await send("DELETE", `/instructors/${former.id}`, provider);
    expect(gone.statusCode).toBe(200);
    expect(instructorList.parse(gone.json()).some((i) => i.id === former.id)).toBe(false);
  });

  it("never lets a provider see or change another provider's instructors", async () => {
    const mine = instructorList.parse((await send("GET", "/instructors", provider)).json());
    const target = mine[0]!;
    const others = await send("GET", "/instructors", otherProvider);
    expect(others.statusCode).toBe(200);
    expect(instructorList.parse(others.json()).some((i) => i.id === target.id)).toBe(false);
    expect((await send("DELETE", `/instructors/${target.id}`, otherProvider)).statusCode).toBe(404);
    expect(
      (await send("POST", `/instructors/${target.id}`, otherProvider, form({ name: "Hijack" }))).statusCode,
    ).toBe(404);
    expect((await send("GET", "/instructors", learner)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/instructors" })).statusCode).toBe(401);
  });
});
