"""A photo source that means harm: the demo API's answers, proxied, with every text a source controls
replaced by markup and script, one photo's id made of HTML's special characters, and links to
`javascript:`. The web view must show all of it as text and run none of it. Three photos' pictures point
where the picture proxy must not go: a canary server on another loopback port, the source's own address
with `user:password@`, and a redirect from the source to the canary. The web view must fetch none of them
(the canary counts what it is asked, the source records any Basic credentials sent to it)."""

import json
import threading
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HOSTILE_DESCRIPTION = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script> & "quotes" \'too\''
HOSTILE_NAME = '</span><b id="injected">Mallory</b><span>'
HOSTILE_ID = 'evil"\'<b>&id'
# A name far longer than a card is wide, given to one photo of the first page.
LONG_NAME = " ".join(["Wolfeschlegelsteinhausenbergerdorff"] * 12)
# A JPEG's signature and a marker: if these bytes reach the page, the proxy fetched the canary.
CANARY_BODY = b"\xff\xd8\xff\xe0CANARY"


class Canary:
    """A server on another loopback port that answers every request with a "picture" and counts them."""

    def __init__(self):
        self.hits = 0
        canary = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                canary.hits += 1
                self.send_response(200)
                self.send_header("Content-Type", "image/jpeg")
                self.send_header("Content-Length", str(len(CANARY_BODY)))
                self.end_headers()
                self.wfile.write(CANARY_BODY)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


class HostileSource:
    """Serves on 127.0.0.1, proxying `demo_url` (a `photolist serve`) and poisoning its answers."""

    def __init__(self, demo_url):
        self.demo_url = demo_url.rstrip("/")
        self.real_first_id = None
        self.canary = Canary()
        # The photos whose pictures point away, by id: "canary", "userinfo" or "redirect".
        self.misdirected = {}
        # The photo given LONG_NAME, by id.
        self.long_named = None
        self.credentials_seen = []
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
        self.canary.close()

    def answer(self, handler):
        path = handler.path
        # The API's own requests carry the access key (Client-ID); Basic credentials can only come from a URL.
        if (handler.headers.get("Authorization") or "").startswith("Basic"):
            self.credentials_seen.append(handler.headers.get("Authorization"))
        if path.startswith("/redirect-to-canary"):
            handler.send_response(302)
            handler.send_header("Location", self.canary.url + "/redirected.jpg")
            handler.send_header("Content-Length", "0")
            handler.end_headers()
            return
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
            if not self.misdirected and len(value) >= 5:
                self.misdirected = {value[1]["id"]: "canary", value[2]["id"]: "userinfo", value[3]["id"]: "redirect"}
                self.long_named = value[4]["id"]
            for index, photo in enumerate(value):
                self.poison_photo(photo, first=(self.real_first_id is None and index == 0) or photo["id"] == self.real_first_id)
        elif isinstance(value, dict) and "results" in value:
            for photo in value["results"]:
                self.poison_photo(photo, first=photo["id"] == self.real_first_id)
        elif isinstance(value, dict) and "id" in value:
            self.poison_photo(value, first=value["id"] == self.real_first_id)
        return value

    def poison_photo(self, photo, first):
        # Pictures are served by this source's own address (it proxies them), not the demo's.
        photo["urls"] = {name: url.replace(self.demo_url, self.url) for name, url in photo["urls"].items()}
        misdirection = self.misdirected.get(photo["id"])
        if misdirection == "canary":
            photo["urls"] = {name: f"{self.canary.url}/{name}.jpg?ixid=x" for name in photo["urls"]}
        elif misdirection == "userinfo":
            photo["urls"] = {name: url.replace("http://", "http://photolist:secret@", 1) for name, url in photo["urls"].items()}
        elif misdirection == "redirect":
            photo["urls"] = {name: f"{self.url}/redirect-to-canary/{name}?ixid=x" for name in photo["urls"]}
        photo["description"] = HOSTILE_DESCRIPTION
        photo["alt_description"] = HOSTILE_DESCRIPTION
        photo["user"]["name"] = LONG_NAME if photo["id"] == self.long_named else HOSTILE_NAME
        photo["links"]["html"] = "javascript:window.pwned=3"
        if first:
            self.real_first_id = self.real_first_id or photo["id"]
            photo["id"] = HOSTILE_ID
