/**
 * The card frame's page, as a hosted-tokenization frame serves it on its own origin: a labelled
 * card number field and an expiry field (MMYY), an error line announced to screen readers and
 * tied to both fields. It speaks the Moneris Hosted Tokenization exchange: the page that holds
 * the frame posts "tokenize"; the frame answers that window, and only a source origin it was
 * set up for, with a JSON string {responseCode: [...], dataKey, bin, errorMessage}.
 * Used by the built-in test gateway's frame and by the Moneris stand-in alike.
 */
const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

export function cardFramePage(sourceOrigins: readonly string[], tokenPath: string): string {
  // JSON inside a script: "<" is escaped so no value can close the script element.
  const sources = JSON.stringify(sourceOrigins).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Card details</title>
<style>body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:2px 4px;color:#1b1b1b}label{display:block;margin:.5rem 0 .25rem;font-weight:600}input{font:inherit;padding:.5rem;border:1px solid #4a4a4a;border-radius:4px;width:100%;max-width:20rem;box-sizing:border-box}input:focus{outline:3px solid #1a5fb4;outline-offset:1px}input[aria-invalid=true]{border-color:#a4000f}#exp{max-width:7rem}#err{color:#a4000f;margin:.5rem 0 0;min-height:1.4em}</style></head>
<body><main><label for="pan">Card number</label><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" aria-describedby="err">
<label for="exp">Expiry (MMYY)</label><input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" maxlength="4" aria-describedby="err">
<p id="err" role="alert"></p></main>
<script>
const sources = ${sources};
addEventListener('message', async (event) => {
  if (!sources.includes(event.origin) || event.data !== 'tokenize') return;
  let answer;
  try {
    const res = await fetch(${JSON.stringify(escapeHtml(tokenPath))}, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: new URLSearchParams(location.search).get('id'), pan: document.getElementById('pan').value, exp: document.getElementById('exp').value, origin: event.origin }) });
    answer = await res.json();
  } catch (e) {
    answer = { responseCode: ['941'], errorMessage: 'Error generating the token' };
  }
  const bad = answer.responseCode[0] === '001' ? null : answer.responseCode[0] === '944' ? 'exp' : 'pan';
  for (const id of ['pan', 'exp']) document.getElementById(id).setAttribute('aria-invalid', String(id === bad));
  document.getElementById('err').textContent = answer.errorMessage || '';
  event.source.postMessage(JSON.stringify(answer), event.origin);
});
</script></body></html>`
}
