/** Posts a request as JSON to `WEBHOOK_URL`; anything but a 2xx answer within 10 s is a failure to retry. */
export async function postWebhook(url: string, payload: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Webhook answered ${response.status} ${response.statusText}`);
}
