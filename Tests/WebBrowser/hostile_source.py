"""A photo source that means harm: the demo API's answers, proxied, with every text a source controls
replaced by markup and script, one photo's id made of HTML's special characters, and links to
`javascript:`. The web view must show all of it as text and run none of it."""

import json
import threading
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HOSTILE_DESCRIPTION = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script> & "quotes" \'too\''
HOSTILE_NAME = '</span><b id="injected">Mallory</b><span>'
HOSTILE_ID = 'evil"\'<b>&id'


class HostileSource:
    """Serves on 127.0.0.1, proxying `demo_url` (a `photolist serve`) and poisoning its answers."""

    def __init__(self, demo_url):
        self.demo_url = demo_url.rstrip("/")
        self.real_first_id = None
        source = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                source.answer(self)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()

    def answer(self, handler):
        path = handler.path
        # The hostile id stands for the first photo: ask the demo for the real one.
        if self.real_first_id:
            path = path.replace(urllib.parse.quote(HOSTILE_ID, safe=""), self.real_first_id)
        try:
            with urllib.request.urlopen(self.demo_url + path, timeout=10) as response:
                status, headers, body = response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            status, headers, body = error.code, dict(error.headers), error.read()
        if "json" in headers.get("Content-Type", ""):
            body = json.dumps(self.poison(json.loads(body))).encode()
        handler.send_response(status)
        for name, value in headers.items():
            if name.lower().startswith("x-") or name.lower() in ("content-type", "link"):
                handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    def poison(self, value):
        if isinstance(value, list):
            for index, photo in enumerate(value):
                self.poison_photo(photo, first=(self.real_first_id is None and index == 0) or photo["id"] == self.real_first_id)
        elif isinstance(value, dict) and "results" in value:
            for photo in value["results"]:
                self.poison_photo(photo, first=photo["id"] == self.real_first_id)
        elif isinstance(value, dict) and "id" in value:
            self.poison_photo(value, first=value["id"] == self.real_first_id)
        return value

    def poison_photo(self, photo, first):
        photo["description"] = HOSTILE_DESCRIPTION
        photo["alt_description"] = HOSTILE_DESCRIPTION
        photo["user"]["name"] = HOSTILE_NAME
        photo["links"]["html"] = "javascript:window.pwned=3"
        if first:
            self.real_first_id = self.real_first_id or photo["id"]
            photo["id"] = HOSTILE_ID
