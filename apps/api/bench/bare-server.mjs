// The ceiling bench:http compares the API with: a bare node:http server answering, for each path, exactly the status,
// headers and body bytes the API answered for it (read from the JSON file named by BARE_ANSWERS). It runs as its
// own process, like the API, so the two are loaded and measured alike.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BARE_ANSWERS, 'utf8'))).map(([path, a]) => [path, { ...a, body: Buffer.from(a.body, 'base64') }]),
);
createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, [...answer.headers.flat(), 'content-length', String(answer.body.length)]);
  res.end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
