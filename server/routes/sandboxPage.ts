import { PRODUCT_NAME, SLOGAN } from '../../contract/constants';

/** Escapes text for HTML bodies and attribute values. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A whole page for the sandbox screens (payment, WeChat consent): phone-sized, friendly, no scripts,
 * so it works from a QR code scan on any device. `body` is already-escaped HTML.
 */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} - ${PRODUCT_NAME} · ${SLOGAN}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fff7e6;font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#333}
.card{width:min(92vw,380px);background:#fff;border-radius:20px;box-shadow:0 8px 30px #f5a62333;padding:28px 24px;text-align:center}
h1{font-size:22px;margin:0 0 4px}.brand{color:#f5a623;font-weight:700;font-size:15px;margin-bottom:18px}
.amount{font-size:40px;font-weight:800;color:#e8590c;margin:14px 0}.muted{color:#888;font-size:14px}
.sandbox{display:inline-block;background:#eef;color:#558;border-radius:8px;padding:2px 8px;font-size:12px;margin-top:14px}
button{width:100%;border:0;border-radius:14px;padding:16px;font-size:20px;font-weight:700;color:#fff;background:#07c160;margin-top:18px;cursor:pointer}
button:active{transform:scale(.98)}label{display:block;text-align:left;margin-top:16px;font-size:14px;color:#666}
input{box-sizing:border-box;width:100%;font-size:18px;padding:12px;border:2px solid #eee;border-radius:12px;margin-top:6px}
.ok{font-size:54px}.err{color:#c92a2a}
</style></head>
<body><main class="card"><div class="brand">${PRODUCT_NAME} · ${SLOGAN}</div>${body}<div class="sandbox">沙盒环境 · 不会产生真实扣款或授权</div></main></body></html>`;
}
