import { request } from 'node:http';

/**
 * A request whose body arrives in two parts: the server has it in flight from the first part until the test sends
 * the rest (a slow upload, no test hook in the server). `finish` sends the rest and resolves with the answer.
 */
export function startSlowRequest(url: string, path: string, body: string, headers: Record<string, string>) {
  const half = Math.floor(body.length / 2);
  const outgoing = request(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
  });
  outgoing.write(body.slice(0, half));
  return {
    finish: () => {
      outgoing.end(body.slice(half));
      return answer;
    },
  };
}
