// The API alone as its own process, for tests that must kill a server (UPLOAD-KILLED): configured by the
// environment like the real server, listening on 127.0.0.1:PORT; prints "ready" when it listens.
import { bootstrap } from "../bootstrap";
import { loadConfig } from "../config";

const { app } = await bootstrap(loadConfig());
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
