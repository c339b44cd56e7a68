/// The page's script: it opens the tab's session and event stream, puts what arrives in place (cards are
/// matched by key, so a page turn adds cards without touching the others), and sends every user action as
/// an intent. It decides nothing: what loads, what a click means and what shows all come from the server.
enum PageScript {
    /// The script's text.
    static let text = #"""
    "use strict";
    (() => {
      const $ = (id) => document.getElementById(id);
      const grid = $("grid"), status = $("status"), detail = $("detail"), notice = $("notice"), query = $("query");
      let session = null, source = null, resumed = false, lastSeen = null, noticeTimer = null;

      // A notice fades after 8 s, except the one saying the session ended: the page is dead from then on.
      // A removed favourite's has an Undo button, which the click handler sends as any other action; it
      // does not fade while the pointer or the keyboard is on it.
      // When the Undo had focus, the notice saying its favourite is back (`restored`) takes the focus that went
      // with the button, then hands it to the star of the favourite put back once its card is there
      // (focusRestored). Any other notice, another screen, or the notice fading forgets that star.
      let restoredID = null;
      function showNotice(text, undo, restored) {
        if (!session && notice.dataset.ended) return;
        const pressed = notice.contains(document.activeElement) ? document.activeElement : null;
        restoredID = null;
        notice.textContent = text;
        if (undo !== undefined) {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "Undo";
          button.dataset.action = "undo-removal";
          button.dataset.id = undo;
          notice.append(" ", button);
        }
        notice.hidden = false;
        fadeNotice();
        if (restored !== undefined && pressed && pressed.dataset.action === "undo-removal" && pressed.dataset.id === restored) {
          restoredID = restored;
          notice.tabIndex = -1;
          notice.focus();
          focusRestored();
        }
      }
      function focusRestored() {
        const star = restoredID !== null && grid.querySelector(`[data-action="favorite"][data-id="${CSS.escape(restoredID)}"]`);
        if (!star) return;
        restoredID = null;
        if (document.activeElement === notice) star.focus();
      }
      function fadeNotice() {
        clearTimeout(noticeTimer);
        if (notice.dataset.ended) return;
        noticeTimer = setTimeout(() => { notice.hidden = true; restoredID = null; }, 8000);
      }
      for (const name of ["mouseenter", "focusin"]) notice.addEventListener(name, () => clearTimeout(noticeTimer));
      notice.addEventListener("mouseleave", () => { if (!notice.contains(document.activeElement)) fadeNotice(); });
      notice.addEventListener("focusout", (event) => {
        notice.removeAttribute("tabindex");
        if (!notice.contains(event.relatedTarget) && !notice.matches(":hover")) fadeNotice();
      });

      function ended() {
        const text = "This tab's session has ended: reload the page. If photolist web was stopped, start it again and open the address it prints.";
        session = null;
        clearTimeout(noticeTimer);
        notice.textContent = text;
        notice.dataset.ended = "true";
        notice.hidden = false;
        status.textContent = text;
      }

      // Intents go one at a time, in order: the last text typed must be the last one the server reads.
      // While the tab's socket is open they go on it, so a click never waits behind loading pictures
      // (a browser gives one server six connections, and pictures can fill them); else as a POST.
      // One longer than any intent may be (a pasted text past the search's limit) goes as a POST, which the
      // server refuses with the reason: a refusal changes nothing, so it cannot be read out of order.
      let queue = Promise.resolve();
      function send(intent) {
        queue = queue.then(() => {
          const body = JSON.stringify(intent);
          if (source && source.readyState === WebSocket.OPEN && body.length <= 4096) return source.send(body);
          return post(body);
        });
        return queue;
      }

      async function post(body) {
        if (!session) return;
        try {
          // One intent that never comes back must not hold up every later one.
          const response = await fetch(`/s/${session}/intents`, {
            method: "POST", headers: { "Content-Type": "application/json" }, body,
            signal: AbortSignal.timeout(15000),
          });
          if (response.status === 404) ended();
          else if (!response.ok) showNotice(await message(response));
        } catch (error) {
          showNotice("The web view does not answer: is photolist web still running?");
        }
      }

      async function message(response) {
        const text = await response.text();
        try { return JSON.parse(text).error.message; } catch (error) { return text.trim(); }
      }

      // Colour and shape come as data: the Content-Security-Policy allows no inline style, but the CSSOM.
      function decorate(root) {
        for (const element of [root, ...root.querySelectorAll("[data-color],[data-ratio]")]) {
          if (element.dataset.color) element.style.setProperty("--tint", element.dataset.color);
          if (element.dataset.ratio) element.style.setProperty("--ratio", element.dataset.ratio);
        }
        return root;
      }

      // The control in `root` that does what `control` did (same action, direction, photo, feed or text), if any can
      // take focus: where focus goes when `control` was replaced under the keyboard.
      function sameControl(root, control) {
        if (!control.dataset || !control.dataset.action) return null;
        let selector = `[data-action="${CSS.escape(control.dataset.action)}"]`;
        if (control.dataset.direction) selector += `[data-direction="${CSS.escape(control.dataset.direction)}"]`;
        for (const name of ["id", "feed", "text"]) {
          if (control.dataset[name] !== undefined) selector += `[data-${name}="${CSS.escape(control.dataset[name])}"]`;
        }
        return root.querySelector(`${selector}:not([disabled])`);
      }

      // Runs `update` (new cards, a new status line, another screen); when it removed the element under the
      // keyboard, focus goes to the same control if it is still there, else to where it was: the card now at
      // the removed one's place, or the status line. Never to the top of the page, which is where a browser
      // puts it, so a keyboard user would start again from the first control.
      function keepingFocus(update) {
        const focused = document.activeElement;
        const card = focused && focused.closest && focused.closest("#grid > li");
        const place = card ? [...grid.children].indexOf(card) : -1;
        const inStatus = status.contains(focused);
        update();
        const lost = !document.activeElement || document.activeElement === document.body;
        if (!focused || focused.isConnected || !lost || !detail.hidden || !(card || inStatus)) return;
        const neighbour = place >= 0 ? grid.children[Math.min(place, grid.children.length - 1)] : null;
        const target = sameControl(document, focused) || (neighbour && neighbour.querySelector("[data-action]")) || status;
        if (target) target.focus();
      }

      function fragment(html) {
        const template = document.createElement("template");
        template.innerHTML = html;
        return decorate(template.content.firstElementChild);
      }

      function updateGrid(update) {
        const existing = new Map();
        for (const card of grid.children) existing.set(card.dataset.key, card);
        // A card redrawn under the keyboard (its star pressed, say) hands focus on through keepingFocus.
        const cards = update.keys.map((key) => (key in update.cards ? fragment(update.cards[key]) : existing.get(key)));
        cards.forEach((card, index) => {
          if (card && grid.children[index] !== card) grid.insertBefore(card, grid.children[index] || null);
        });
        while (grid.children.length > cards.length) grid.lastElementChild.remove();
        checkMore();
      }

      // The card a detail was opened from, by photo id: Esc (or Back) returns keyboard focus to it when the
      // photo shown last has no card.
      let openedFrom = null;
      // How many history steps back the page itself took (closing a detail), whose popstate is not the user's.
      let ownBacks = 0;
      // While a detail is open, what lies behind it takes no focus, so Tab stays in the detail.
      function setBehindInert(inert) {
        for (const element of [document.querySelector("header"), document.querySelector("main")]) element.inert = inert;
      }
      function updateDetail(html) {
        if (!html) {
          const wasOpen = !detail.hidden;
          // Focus goes back to the card of the photo shown last, which steps may have moved past the one opened.
          const shown = detail.firstElementChild && detail.firstElementChild.dataset.id;
          detail.hidden = true;
          detail.replaceChildren();
          document.body.classList.remove("detail-open");
          setBehindInert(false);
          if (wasOpen) {
            const card = (id) => id && grid.querySelector(`[data-action="select"][data-id="${CSS.escape(id)}"]`);
            // A detail closed onto another screen ("More by …") has no card of its own: the grid's first takes it.
            (card(shown) || card(openedFrom) || grid.querySelector("[data-action]") || query).focus();
            // Closed by Esc or its Back button: the history entry its opening added goes too. The page's own
            // step back is not the user's Back, so its popstate closes nothing (a detail opened meanwhile).
            if (history.state && history.state.detail) {
              ownBacks += 1;
              history.back();
            }
          }
          return;
        }
        const wasHidden = detail.hidden;
        if (wasHidden) {
          openedFrom = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.id || null : null;
          // An open detail is a step in the tab's history, so the browser's Back closes it, not the app. The
          // step names the screen it opened over and the photo shown, which Forward opens again.
          if (!(history.state && history.state.detail)) history.pushState({ ...shownStep, detail: true }, "");
        }
        // The control under the keyboard (›, the star, Download), so its copy in the new detail takes focus.
        const pressed = !wasHidden && detail.contains(document.activeElement) ? document.activeElement : null;
        const next = fragment(html), previous = detail.firstElementChild;
        const photo = next.dataset.key.slice("detail:".length);
        if (history.state && history.state.detail && history.state.photo !== photo) history.replaceState({ ...history.state, photo }, "");
        // The same photo again (its favourite mark changed, say): keep the picture already shown, if it
        // did show (one answered "not yet" while the tab was away is asked for again).
        // One that failed keeps its figure, with why, so a redraw (a download's progress) asks nothing again.
        const oldPicture = previous && previous.querySelector("figure img"), newPicture = next.querySelector("figure img");
        if (oldPicture && newPicture && oldPicture.getAttribute("src") === newPicture.getAttribute("src")) {
          if (oldPicture.complete && oldPicture.naturalWidth) newPicture.replaceWith(oldPicture);
          else if (oldPicture.classList.contains("failed")) newPicture.closest("figure").replaceWith(oldPicture.closest("figure"));
        }
        detail.replaceChildren(next);
        detail.hidden = false;
        document.body.classList.add("detail-open");
        setBehindInert(true);
        // Opening moves focus into the detail (its Back button); a step, a star or a download keeps it on the
        // control pressed, in the new copy, so the next Enter presses it again rather than Back.
        if (wasHidden || !detail.contains(document.activeElement)) {
          const same = pressed && sameControl(detail, pressed);
          const back = detail.querySelector('[data-action="close"]');
          (same || back || detail).focus();
        }
      }

      // Each screen the user opens (a screen's button, a topic, a collection, a photographer) is a step in the
      // tab's history, as an open detail is, so the browser's Back returns to the screen before instead of
      // leaving the app, and Forward goes on. A step is what the server's screen event says: the screen, the
      // feed it shows, and whether the user opened it; a screen a search moved to takes the current step's
      // place instead of adding one.
      let shownStep = null;    // the screen the grid shows
      let arriving = [];       // the steps the user's Back and Forward went to, which the server is to show
      let pendingStep = null;  // a step waiting for the page's own step back (closing a detail) to land
      const stepKey = (step) => (step ? [step.screen, step.feed || "", step.id || ""].join(" ") : "");
      function recordStep(step, opened) {
        const arrived = arriving.findIndex((wanted) => stepKey(wanted) === stepKey(step));
        arriving = arrived >= 0 ? arriving.slice(arrived + 1) : [];
        if (arrived >= 0) return;
        if (ownBacks > 0) pendingStep = { step, opened };
        else writeStep(step, opened);
      }
      function writeStep(step, opened) {
        const overDetail = history.state && history.state.detail;
        if (opened && !overDetail) history.pushState(step, "");
        // A screen opened from a detail ("More by …") takes the detail's step: Back from it returns to the
        // list the detail was opened over. One a search moved to under a detail leaves the detail's step.
        else if (opened || !overDetail) history.replaceState(step, "");
      }

      function updateScreen(step) {
        // A reconnect sends the screen again: only a change of screen goes back to the top.
        if (stepKey(step) === stepKey(shownStep)) return;
        shownStep = { screen: step.screen, feed: step.feed, id: step.id };
        for (const button of document.querySelectorAll("[data-screen]")) {
          if (button.dataset.screen === step.screen) button.setAttribute("aria-current", "page");
          else button.removeAttribute("aria-current");
        }
        document.body.dataset.screen = step.screen;
        lastSeen = null;
        restoredID = null;
        window.scrollTo(0, 0);
        recordStep(shownStep, step.opened);
      }

      // A picture the server answered "not yet" (its source is slow) has come: every image showing it that
      // has not loaded asks again. Until then a missing picture is hidden, and the card's colour shows.
      function pictureReady(src) {
        for (const image of document.querySelectorAll("img")) {
          if (image.getAttribute("src") === src && !(image.complete && image.naturalWidth)) image.src = src;
        }
      }
      document.addEventListener("error", (event) => { if (event.target.tagName === "IMG") event.target.classList.add("missing"); }, true);
      document.addEventListener("load", (event) => {
        if (event.target.tagName !== "IMG") return;
        event.target.classList.remove("missing", "failed");
        const caption = event.target.parentElement && event.target.parentElement.querySelector(".picture-missing");
        if (caption) caption.remove();
        askAgainForFailed();
      }, true);

      // A picture that failed (the server says so, and why: an image's own error cannot tell a failure from
      // "not yet") keeps its tint; a detail's says why over it, in the terminal's words.
      function pictureFailed(src, text) {
        for (const image of document.querySelectorAll("img")) {
          if (image.getAttribute("src") !== src || (image.complete && image.naturalWidth)) continue;
          image.classList.add("missing", "failed");
          const figure = image.closest("#detail figure");
          if (!figure) continue;
          let caption = figure.querySelector(".picture-missing");
          if (!caption) {
            caption = document.createElement("figcaption");
            caption.className = "picture-missing";
            figure.append(caption);
          }
          caption.textContent = text;
        }
      }

      // A picture that came shows the pictures' host answers again: the ones that failed are asked for
      // again, at most once every 10 s, so a host back from an outage fills the page without a reload.
      // Pictures still on their way are not: their "picture" event asks for them.
      let askedAgainAt = 0;
      function askAgainForFailed() {
        const failed = document.querySelectorAll("img.failed");
        if (!failed.length || Date.now() - askedAgainAt < 10000) return;
        askedAgainAt = Date.now();
        for (const image of failed) {
          image.classList.remove("failed");
          image.src = image.getAttribute("src");
        }
      }

      // Infinite scroll: when the end of the grid comes near, the page says which card the user now sees
      // last; the view model decides whether that calls for a page.
      let checkScheduled = false;
      function checkMore() {
        if (checkScheduled) return;
        checkScheduled = true;
        requestAnimationFrame(() => {
          checkScheduled = false;
          const last = grid.lastElementChild;
          if (!last || $("more").getBoundingClientRect().top > innerHeight + 400) return;
          if (last.dataset.id === lastSeen) return;
          lastSeen = last.dataset.id;
          send({ action: "seen", id: lastSeen });
        });
      }

      // The tab's events arrive on a WebSocket, which takes none of the few connections a browser allows
      // one server: any number of tabs keep working.
      function connect() {
        const scheme = location.protocol === "https:" ? "wss" : "ws";
        const socket = new WebSocket(`${scheme}://${location.host}/s/${session}/socket`);
        source = socket;
        let opened = false;
        const handlers = {
          screen: (data) => updateScreen(data),
          grid: (data) => {
            keepingFocus(() => updateGrid(data));
            focusRestored();
          },
          status: (data) => {
            keepingFocus(() => { status.innerHTML = data.html; });
            // A load that ended may call for the next page from where the user is now. A page that failed is
            // asked for again only by Try again: asked on the next scroll event (the browser sends one when the
            // status line's new height moves the page), each failure would ask again, for as long as the
            // source fails. Nor is a page asked for while one loads: that request could reach the view model
            // just after the load failed, and ask again at once.
            if (!status.querySelector(".error, .loading")) {
              lastSeen = null;
              checkMore();
            }
          },
          detail: (data) => updateDetail(data.html),
          notice: (data) => showNotice(data.text, data.undo, data.restored),
          picture: (data) => pictureReady(data.src),
          pictureFailed: (data) => pictureFailed(data.src, data.text),
        };
        socket.addEventListener("open", () => { opened = true; if (source === socket) resumed = false; });
        socket.addEventListener("message", (event) => {
          const message = JSON.parse(event.data);
          const handle = handlers[message.event];
          if (handle) handle(message.data);
        });
        socket.addEventListener("close", () => {
          if (source !== socket) return;  // let go of on purpose (the tab went to the background)
          source = null;
          if (!session) return;
          // A stream that ended after it opened (the tab fell behind, the server is stopping) is asked for
          // again, which sends the whole page; one refused outright means the session is gone.
          if (opened) setTimeout(() => { if (!source && session && !document.hidden) connect(); }, 250);
          // A tab back from the background asks for a new page only if the server still answers: a stopped
          // one would replace the page with the browser's own error, and the tab would not say what happened.
          // A server that refuses this browser's token is another run's, on the same port: reloading would show
          // only its refusal.
          else if (resumed) fetch("/favicon.svg", { cache: "no-store", signal: AbortSignal.timeout(5000) }).then((response) => response.ok ? restart() : ended(), () => ended());
          else ended();
        });
      }

      // A session whose tab is gone (a hidden one kept for a day, more tabs than the server keeps) has ended:
      // the tab starts again, and says why once it has.
      // The mark says when, so a reload that never ran this script (the server stopped meanwhile) cannot
      // leave it for a page opened much later.
      function restart() {
        try { sessionStorage.setItem("photolist-restarted", String(Date.now())); } catch (error) {}
        location.reload();
      }

      function restarted() {
        try {
          const when = Number(sessionStorage.getItem("photolist-restarted"));
          sessionStorage.removeItem("photolist-restarted");
          return when > 0 && Date.now() - when < 30000;
        } catch (error) {
          return false;
        }
      }

      document.addEventListener("visibilitychange", () => {
        if (!session) return;
        if (document.hidden && source) {
          // The server keeps a hidden tab's session far longer than one gone without a word: the tab says it
          // is hiding on the socket it lets go of, so the server reads it before the close, and as that
          // socket's (one still connecting says it once open).
          const socket = source;
          source = null;
          const hide = () => { socket.send(JSON.stringify({ action: "hide" })); socket.close(); };
          if (socket.readyState === WebSocket.OPEN) hide();
          else if (socket.readyState === WebSocket.CONNECTING) socket.addEventListener("open", hide);
          else socket.close();
        } else if (!document.hidden && !source) {
          resumed = true;
          connect();
        }
      });

      document.addEventListener("click", (event) => {
        const target = event.target.closest("[data-action],[data-screen]");
        if (!target) return;
        if (target.dataset.screen) return send({ action: "show", screen: target.dataset.screen });
        if (target.dataset.action === "suggestion") {
          query.value = target.dataset.text;
          return send({ action: "submit", text: query.value });
        }
        const intent = { action: target.dataset.action };
        if (target.dataset.id !== undefined) intent.id = target.dataset.id;
        if (target.dataset.direction) intent.direction = target.dataset.direction;
        if (target.dataset.feed) intent.feed = target.dataset.feed;
        send(intent);
      });
      query.addEventListener("input", () => send({ action: "query", text: query.value }));
      $("search").addEventListener("submit", (event) => {
        event.preventDefault();
        send({ action: "submit", text: query.value });
      });
      for (const id of ["orientation", "color"]) {
        $(id).addEventListener("change", () => send({ action: "filters", orientation: $("orientation").value, color: $("color").value }));
      }
      document.addEventListener("keydown", (event) => {
        const typing = event.target.closest && event.target.closest("input, select, textarea");
        // "/" goes to the search field, as on GitHub and YouTube (not while typing, nor over a detail).
        if (event.key === "/" && !typing && detail.hidden && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          query.focus();
          query.select();
          return;
        }
        if (detail.hidden || event.target === query) return;
        // Tab wraps around inside the open detail, as in a dialog: the page behind is inert.
        if (event.key === "Tab") {
          const stops = [...detail.querySelectorAll("a[href], button:not([disabled])")].filter((e) => e.offsetParent !== null);
          if (!stops.length) return;
          const [first, last] = [stops[0], stops[stops.length - 1]];
          const inside = detail.contains(document.activeElement);
          if (event.shiftKey && (!inside || document.activeElement === first)) { event.preventDefault(); last.focus(); }
          else if (!event.shiftKey && (!inside || document.activeElement === last)) { event.preventDefault(); first.focus(); }
          return;
        }
        if (event.key === "Escape") send({ action: "close" });
        else if (event.key === "ArrowRight") send({ action: "step", direction: "next" });
        else if (event.key === "ArrowLeft") send({ action: "step", direction: "previous" });
      });
      addEventListener("scroll", checkMore, { passive: true });
      addEventListener("resize", checkMore);
      addEventListener("pagehide", () => { if (session) navigator.sendBeacon(`/s/${session}/end`); });
      addEventListener("pageshow", (event) => {
        if (event.persisted) location.reload();
        // A new tab's screens start from nothing: the fields start empty too, whatever the browser put back
        // in them from an earlier visit (a search it would show without the results).
        else for (const id of ["query", "orientation", "color"]) $(id).value = "";
      });
      addEventListener("popstate", (event) => {
        if (ownBacks > 0) {
          ownBacks -= 1;
          if (ownBacks === 0 && pendingStep) writeStep(pendingStep.step, pendingStep.opened);
          if (ownBacks === 0) pendingStep = null;
          return;
        }
        const step = event.state;
        // Forward onto a detail's step opens that photo again, over the screen it was opened over.
        if (step && step.detail) {
          if (session && detail.hidden && stepKey(step) === stepKey(shownStep)) send({ action: "select", id: step.photo });
          return;
        }
        if (!detail.hidden) send({ action: "close" });
        // A step to another screen opens it again, as its button or link would (the screen it lands on is
        // the last one asked for, when Back and Forward come faster than the server answers).
        const current = arriving.length ? arriving[arriving.length - 1] : shownStep;
        if (!session || !step || !step.screen || stepKey(step) === stepKey(current)) return;
        arriving.push(step);
        send(step.screen === "feed" ? { action: "open-feed", feed: step.feed, id: step.id } : { action: "show", screen: step.screen });
      });
      // A reload starts a new session on its first screen, with no detail open: the history entry it
      // reloaded in says so once the first screen comes. Each screen starts at its top.
      history.replaceState(null, "");
      history.scrollRestoration = "manual";

      (async () => {
        // Read first: a start refused (too many tabs) must not leave it for a later one.
        const wasRestarted = restarted();
        try {
          const response = await fetch("/sessions", { method: "POST" });
          if (!response.ok) return showNotice(await message(response));
          session = (await response.json()).id;
        } catch (error) {
          return showNotice("The web view does not answer: is photolist web still running?");
        }
        if (!document.hidden) connect();
        send({ action: "appear" });
        // A tab opened in the background (or hidden before its session came) says it is hiding instead of
        // taking up a socket, and connects once shown. It says so after appear: until then its session
        // counts as starting, which another tab's cannot end, so appear cannot find it gone.
        if (document.hidden) send({ action: "hide" });
        if (wasRestarted) showNotice("This tab's session ended while the tab was in the background, so it started again.");
      })();
    })();

    """#
}
