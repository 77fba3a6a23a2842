import sharp from "sharp";

/** A multipart body with one file in the field `image`. */
export function imageForm(bytes: Buffer, type = "image/png") {
  const boundary = "----kursove-logo";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export const validSteps = {
  1: { company_name: "Школа Изгрев", company_owner: "Иван Петров", vat_id: "bg 204 567 891" },
  2: {
    contact_first_name: "Иван",
    contact_last_name: "Петров",
    phone: "0888 123 456",
    email: "school@example.com",
    website: "izgrev.example.bg",
    address: "ул. Шипка 5",
    city_id: "",
  },
  3: { iban: "bg80 bnbg 9661 1020 3456 78", account_holder: "Школа Изгрев ЕООД" },
  4: { punchline: "Езици за всеки", welcome_text: "Добре дошли!", description: "Учим езици от 2005 г." },
} as const;

export const pngLogo = () =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: "#0f5e9c" } })
    .png()
    .toBuffer();
