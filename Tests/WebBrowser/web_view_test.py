#!/usr/bin/env python3
"""End-to-end tests of `photolist web` in a real browser: headless Chromium driven by WebDriver (selenium).

    web_view_test.py PHOTOLIST ARTIFACTS

PHOTOLIST is the built binary, ARTIFACTS a folder for the screenshots (grid.png, detail.png, hostile.png, long-name.png).
Each check is a sentence; every one runs (a failure is reported and the next goes on) and the script exits
non-zero if any failed. Waits poll for a condition up to a limit; nothing sleeps a fixed time.
Scripts/test runs it as an ordinary user (Scripts/run-unprivileged); selenium is found in
PHOTOLIST_PYTHON_PATH, where Scripts/bootstrap installs it.
"""

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.environ.get("PHOTOLIST_PYTHON_PATH", "/usr/local/lib/photolist-python"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from hostile_source import HOSTILE_DESCRIPTION, HOSTILE_ID, HOSTILE_NAME, LONG_NAME, HostileSource  # noqa: E402

SCALE = float(os.environ.get("PHOTOLIST_TEST_TIME_SCALE", "1"))
LIMIT = 30 * SCALE
SECRET_KEY = "photolist-test-secret-access-key-0123456789"


class Running:
    """A process started with a fresh environment; its first line of standard output is read as a URL."""

    def __init__(self, arguments, env):
        # Run in its home: downloads are saved in the current folder. The signals a test stops it with start
        # with their default action whatever this runner ignores (nohup, a job in the background): photolist
        # keeps a signal ignored at start ignored, as a Unix tool does. (env execs photolist: same pid.)
        self.process = subprocess.Popen(
            ["/usr/bin/env", "--default-signal=HUP,INT,QUIT,TERM"] + list(arguments),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True, errors="replace", cwd=env["HOME"],
        )
        # Standard error is read as it comes, so a check can wait for a line (--verbose) while it runs.
        self.errors = []

        def read_errors():
            for line in self.process.stderr:
                self.errors.append(line)
        self.error_reader = threading.Thread(target=read_errors, daemon=True)
        self.error_reader.start()
        lines = []
        reader = threading.Thread(target=lambda: lines.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(LIMIT)
        if not lines or not lines[0].strip():
            self.process.kill()
            self.process.wait()
            self.error_reader.join(LIMIT)
            raise AssertionError(f"{arguments[1]} printed no URL: {self.log()[-2000:]}")
        self.url = lines[0].strip()
        threading.Thread(target=lambda: self.process.stdout.read(), daemon=True).start()

    def log(self):
        """What the process wrote to standard error so far."""
        return "".join(self.errors)

    def stop(self):
        """Ends the process with SIGINT; returns (status, standard error)."""
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=LIMIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError("the process did not stop within the limit after SIGINT")
        self.error_reader.join(LIMIT)
        return self.process.returncode, self.log()


def environment(home, **extra):
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"}
    env.update(extra)
    return env


def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--no-first-run", "--disable-extensions",
                     f"--user-data-dir={tempfile.mkdtemp(prefix='chromium-')}"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(LIMIT)
    return driver


def wait(driver, condition, what):
    def attempt(d):
        try:
            return condition(d)
        except WebDriverException as error:
            # An element read as a reload replaces its document (Chromium names it by "node"): read again at
            # the next poll, as a stale element is.
            if "does not belong to the document" in str(error):
                return False
            raise
    try:
        # The page replaces what changed: an element read as it is replaced is read again at the next poll.
        return WebDriverWait(driver, LIMIT, poll_frequency=0.1, ignored_exceptions=[StaleElementReferenceException]).until(attempt)
    except TimeoutException as error:
        raise AssertionError(f"{what() if callable(what) else what} (not within {LIMIT:.0f} s)") from error


def cards(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#grid > li.card")


def card_id(card):
    """A card's photo id (cards carry ids percent-encoded, so any id is plain ASCII in the page)."""
    return urllib.parse.unquote(card.get_attribute("data-id"))


def pictures_loaded(driver, selector, count):
    return driver.execute_script(
        "const pictures = [...document.querySelectorAll(arguments[0])].slice(0, arguments[1]);"
        "return pictures.length === arguments[1] && pictures.every((p) => p.complete && p.naturalWidth > 0);",
        selector, count)


def status_count(driver):
    """The status line's count ("60 photos of 613"), or None while it shows none."""
    counts = driver.find_elements(By.CSS_SELECTOR, "#status .count")
    return counts[0].text if counts else None


def axe_violations(driver):
    """axe-core's accessibility violations of every impact (a moderate one too, such as text outside a landmark) on
    the page as it is, as "rule (impact): target" lines."""
    from axe_selenium_python import Axe
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    return [f"{v['id']} ({v['impact']}): {', '.join(str(n['target']) for n in v['nodes'][:3])}"
            for v in results["violations"]]


def focused_within(driver, selector):
    """Whether keyboard focus is inside the element `selector` names."""
    return driver.execute_script("const e = document.querySelector(arguments[0]); return !!e && e.contains(document.activeElement);", selector)


@contextlib.contextmanager
def window_width(driver, width, height):
    """The browser's window at `width` × `height` for the block, then as it was."""
    original = driver.get_window_size()
    driver.set_window_size(width, height)
    try:
        yield
    finally:
        driver.set_window_size(original["width"], original["height"])


def in_another_tab(driver, url, condition, what, kind="tab"):
    """Opens `url` in a new tab (or window), waits there for `condition`, closes it, and returns to the tab it came from."""
    first = driver.current_window_handle
    driver.switch_to.new_window(kind)
    try:
        driver.get(url)
        wait(driver, condition, what)
    finally:
        driver.close()
        driver.switch_to.window(first)


def request(url, headers=None, method="GET", data=None):
    """Status of a request made outside the browser (no cookie unless given)."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}, method=method, data=data), timeout=LIMIT) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


class Checks:
    def __init__(self, photolist, artifacts):
        self.photolist, self.artifacts = photolist, artifacts
        self.passed, self.failed = 0, []

    def check(self, sentence, body):
        try:
            body()
            self.passed += 1
            print(f"✔ {sentence}")
        except Exception as error:  # noqa: BLE001 — every failure is reported and the next check goes on
            self.failed.append(sentence)
            print(f"✘ {sentence}: {error}")
            traceback.print_exc(limit=3)

    def screenshot(self, driver, name):
        driver.save_screenshot(os.path.join(self.artifacts, name))

    def faulty_web(self, name, faults):
        """A `photolist web` of its own, in a new home, whose demo source answers with `faults`: (home, server)."""
        home = tempfile.mkdtemp(prefix=f"photolist-web-{name}-")
        return home, Running([self.photolist, "web", "--port", "0"], environment(home, PHOTOLIST_DEMO_FAULTS=faults))

    # The demo source: the grid, paging, search, detail, favourites, shutdown.
    def demo(self):
        home = tempfile.mkdtemp(prefix="photolist-web-home-")
        web = Running([self.photolist, "web", "--port", "0"], environment(home))
        driver = browser()
        state = {}
        try:
            def grid_loads():
                driver.get(web.url)
                wait(driver, lambda d: len(cards(d)) >= 30, "the first page's 30 cards appear")
                wait(driver, lambda d: pictures_loaded(d, "#grid img", 8), "the first cards' thumbnails load as real pictures")
                assert driver.current_url.rstrip("/").endswith(web.url.split("/?")[0].split("//")[1]) or "token" not in driver.current_url, \
                    "the token stays out of the address bar"
                wait(driver, lambda d: (status_count(d) or "").startswith(f"{len(cards(d))} photos"), "the status counts the cards")
                self.screenshot(driver, "grid.png")
            self.check("the grid loads real thumbnails, and the token leaves the address bar", grid_loads)

            def scroll_loads_page_two():
                first = len(cards(driver))
                assert first == 30, f"one page of 30 fills more than the window, so none is fetched before a scroll ({first})"
                driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
                wait(driver, lambda d: len(cards(d)) > first, "scrolling to the end adds the second page's cards")
                wait(driver, lambda d: (status_count(d) or "").startswith(f"{len(cards(d))} photos"), "the status counts page 2's cards")
                keys = [card.get_attribute("data-key") for card in cards(driver)]
                assert len(keys) == len(set(keys)), "no card appears twice"
            self.check("scrolling to the end of the grid loads page 2", scroll_loads_page_two)

            def grid_is_justified():
                for width in (1920, 1280, 400):
                    with window_width(driver, width, 1000):
                        wait(driver, lambda d: pictures_loaded(d, "#grid img", 6), f"thumbnails load at {width} px")
                        rows = driver.execute_script("""
                            const rows = new Map();
                            for (const card of document.querySelectorAll('#grid .card')) {
                              const box = card.querySelector('.open').getBoundingClientRect();
                              const author = card.querySelector('.author');
                              const top = Math.round(box.top);
                              if (!rows.has(top)) rows.set(top, []);
                              rows.get(top).push([box.width, box.height, parseFloat(card.dataset.ratio), author.scrollWidth - author.clientWidth]);
                            }
                            return [...rows.values()];""")
                        full = rows[:-1] or rows
                        for row in full:
                            heights = [h for _, h, _, _ in row]
                            assert max(heights) - min(heights) <= 2, f"at {width} px a row's pictures share one height: {heights}"
                            for w, h, ratio, _ in row:
                                if 0.25 < ratio < 4:
                                    assert abs(w / h - ratio) / ratio < 0.04, f"at {width} px a picture keeps its shape: {w / h:.3f} for {ratio}"
                        cut = [overflow for row in rows for *_, overflow in row if overflow > 0]
                        assert not cut, f"at {width} px no photographer's name is cut short: {cut}"
                        if width == 1920 or width == 400:
                            self.screenshot(driver, f"grid-{width}.png")
            self.check("at 1920, 1280 and 400 px the grid is justified: a row's pictures share one height, keep their shape, and names are whole", grid_is_justified)

            def portrait_detail_is_centred():
                portrait = next(card for card in cards(driver) if float(card.get_attribute("data-ratio")) < 0.9)
                portrait.find_element(By.CSS_SELECTOR, ".open").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the portrait's detail loads")
                try:
                    left, right = driver.execute_script("""
                        const figure = document.querySelector('#detail figure'), box = figure.getBoundingClientRect();
                        const article = figure.closest('article'), style = getComputedStyle(article), frame = article.getBoundingClientRect();
                        const start = frame.left + parseFloat(style.paddingLeft), column = parseFloat(style.gridTemplateColumns.split(' ')[0]);
                        return [box.left - start, start + column - box.right];""")
                    assert abs(left - right) <= 2 and left > 0, f"the portrait is centred in its column ({left:.0f} px left, {right:.0f} px right)"
                    terms = [dt.text for dt in driver.find_elements(By.CSS_SELECTOR, "#detail dl dt")]
                    assert "Tags" in terms and "Colour" in terms, f"the detail shows tags and colour: {terms}"
                    swatch = driver.execute_script("return getComputedStyle(document.querySelector('#detail .swatch')).backgroundColor")
                    assert swatch not in ("", "rgba(0, 0, 0, 0)"), f"the colour shows as a swatch: {swatch}"
                finally:
                    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
                    wait(driver, lambda d: not d.find_element(By.ID, "detail").is_displayed(), "Esc closes the detail")
            self.check("a portrait photo's detail is centred, and every detail shows its tags and colour", portrait_detail_is_centred)

            def keyboard_basics():
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
                ring = driver.execute_script("const s = getComputedStyle(document.activeElement); return [s.outlineStyle, parseFloat(s.outlineWidth)];")
                assert ring[0] != "none" and ring[1] >= 2, f"a keyboard focus ring of at least 2 px shows: {ring}"
                driver.execute_script("document.activeElement.blur()")
                driver.find_element(By.TAG_NAME, "body").send_keys("/")
                wait(driver, lambda d: d.switch_to.active_element.get_attribute("id") == "query", "/ moves focus to the search field")
                icon = driver.execute_script("return fetch(document.querySelector('link[rel=icon]').href).then(r => [r.status, r.headers.get('content-type')])")
                assert icon == [200, "image/svg+xml"], f"the page has an icon: {icon}"
                problems = axe_violations(driver)
                assert not problems, f"axe-core finds no violation on the grid: {problems}"
            self.check("the keyboard reaches the search with /, focus shows a ring of 2 px or more, the page has an icon, and axe-core finds no violation on the grid", keyboard_basics)

            def no_sideways_scrolling():
                for width in (320, 400, 500):
                    with window_width(driver, width, 800):
                        wait(driver, lambda d: d.execute_script("return window.innerWidth") <= width, f"the window is {width} px wide")
                        widths = driver.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
                        assert widths[0] <= widths[1], f"at {width} px the page is {widths[0]} px wide in a {widths[1]} px window"
            self.check("at 320, 400 and 500 px the page never scrolls sideways", no_sideways_scrolling)

            def filters_keep_their_size_on_a_wide_screen():
                with window_width(driver, 2560, 1000):
                    wait(driver, lambda d: d.execute_script("return window.innerWidth") > 2000, "the window is wide")
                    field, *filters = driver.execute_script(
                        "return ['query', 'orientation', 'color'].map((id) => document.getElementById(id).getBoundingClientRect().width)")
                    rem = driver.execute_script("return parseFloat(getComputedStyle(document.documentElement).fontSize)")
                    assert all(width <= 14 * rem + 1 for width in filters), f"at 2560 px a filter is at most 14 rem wide: {filters}"
                    assert field <= 40 * rem + 1, f"at 2560 px the search field is at most 40 rem wide: {field:.0f} px"
            self.check("at 2560 px the search field and its filters keep a useful width instead of stretching", filters_keep_their_size_on_a_wide_screen)

            def a_filter_without_words_says_it_waits_for_them():
                choose = "const s = document.getElementById('orientation'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))"
                driver.execute_script(choose, "portrait")
                wait(driver, lambda d: "Portrait filters a search: type the words to search for" in d.find_element(By.ID, "status").text,
                     lambda: f"the status says the shape waits for words (status: {driver.find_element(By.ID, 'status').text!r})")
                driver.execute_script(choose, "")
                wait(driver, lambda d: "filters a search" not in d.find_element(By.ID, "status").text,
                     lambda: f"with no shape chosen the note goes (status: {driver.find_element(By.ID, 'status').text!r})")
            self.check("a shape chosen with the search field blank says in the status line that it filters a search and waits for words", a_filter_without_words_says_it_waits_for_them)

            def the_field_holds_what_a_search_takes():
                field = driver.find_element(By.ID, "query")
                limit = int(field.get_attribute("maxlength"))
                field.send_keys("q" * (limit + 50))
                held = field.get_attribute("value")
                wait(driver, lambda d: "No photos match" in d.find_element(By.ID, "status").text,
                     lambda: f"the longest query the field holds is searched (status: {driver.find_element(By.ID, 'status').text})")
                status = driver.find_element(By.ID, "status").text
                field.send_keys(Keys.CONTROL, "a")
                field.send_keys(Keys.DELETE)
                wait(driver, lambda d: "No photos match" not in d.find_element(By.ID, "status").text, "a blank field leaves the empty result")
                assert len(held) == limit, f"the field held {len(held)} characters of {limit + 50} typed, its limit is {limit}"
                assert "longer than" not in status, f"what the field holds is never refused as too long: {status}"
            self.check("the search field holds no more than a search takes, and what it holds is searched, not refused", the_field_holds_what_a_search_takes)

            def empty_search_says_what_to_do():
                field = driver.find_element(By.ID, "query")
                field.send_keys("qqqxyzzy")
                wait(driver, lambda d: "No photos match “qqqxyzzy”" in d.find_element(By.ID, "status").text,
                     lambda: f"an empty search says so (status: {driver.find_element(By.ID, 'status').text})")
                assert "Try other" in driver.find_element(By.ID, "status").text, "and what to try"
                field.send_keys(Keys.CONTROL, "a")
                field.send_keys(Keys.DELETE)
                wait(driver, lambda d: "No photos match" not in d.find_element(By.ID, "status").text, "a blank field leaves the empty result")
            self.check("a search that finds nothing says so and what to try", empty_search_says_what_to_do)

            def search_narrows():
                field = driver.find_element(By.ID, "query")
                field.send_keys("harbour")
                wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-screen") == "search", "the search screen shows")
                def settled(d):
                    searching = any(p.text.startswith("Searching") for p in d.find_elements(By.CSS_SELECTOR, "#status .phase"))
                    titles = [card.find_element(By.CSS_SELECTOR, ".open").get_attribute("title").lower() for card in cards(d)[:5]]
                    results = all(card.get_attribute("data-key").startswith("search:") for card in cards(d)[:5])
                    return not searching and results and " of " in (status_count(d) or "") and any("harbour" in title for title in titles)
                # Typing may pause long enough to search a prefix first ("harb"): wait for the whole query's results.
                wait(driver, settled, lambda: f"the results for the whole query arrive (status: {driver.find_element(By.ID, 'status').text})")
                assert all(card.get_attribute("data-key").startswith("search:") for card in cards(driver)), "the grid shows only results"
                problems = axe_violations(driver)
                assert not problems, f"axe-core finds no violation on the search: {problems}"
            self.check("a search narrows the grid to the query's results, and axe-core finds no violation there", search_narrows)

            def detail_opens():
                first = cards(driver)[0]
                state["id"] = card_id(first)
                first.find_element(By.CSS_SELECTOR, ".open").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the detail loads")
                wait(driver, lambda d: pictures_loaded(d, "#detail figure img", 1), "the large picture loads")
                attribution = driver.find_element(By.CSS_SELECTOR, "#detail .attribution").text
                assert attribution.startswith("Photo by "), attribution
                assert " · More by " in attribution and "\n" not in attribution, f"the photographer's link runs on the credit's line: {attribution!r}"
                step = lambda direction: driver.find_element(By.CSS_SELECTOR, f"#detail [data-direction='{direction}']")
                assert step("previous").get_attribute("aria-disabled") == "true", "‹ is marked unavailable on the first result"
                assert step("next").get_attribute("aria-disabled") is None, "› is available, with results after it"
                step("previous").click()
                wait(driver, lambda d: d.find_element(By.ID, "notice").text == "This is the first photo.",
                     lambda: f"pressing ‹ there says why nothing moved (notice: {driver.find_element(By.ID, 'notice').text!r})")
                assert driver.find_elements(By.CSS_SELECTOR, "#detail dl dt"), "the metadata is listed"
                self.screenshot(driver, "detail.png")
            self.check("a detail opens with the large picture, attribution and metadata, and its ‹ is marked unavailable on the first photo", detail_opens)

            def focus_follows_the_detail():
                assert focused_within(driver, "#detail"), "opening a photo moves keyboard focus into its detail"
                for _ in range(8):
                    driver.switch_to.active_element.send_keys(Keys.TAB)
                    assert focused_within(driver, "#detail"), "Tab stays in the detail, never reaching the grid behind it"
                problems = axe_violations(driver)
                assert not problems, f"axe-core finds no violation on the detail: {problems}"
                driver.switch_to.active_element.send_keys(Keys.ESCAPE)
                wait(driver, lambda d: not d.find_element(By.ID, "detail").is_displayed(), "Esc closes the detail")
                wait(driver, lambda d: d.switch_to.active_element.get_attribute("data-id") == state["id"],
                     lambda: f"focus returns to the card it came from ({driver.switch_to.active_element.get_attribute('outerHTML')[:200]})")
                driver.switch_to.active_element.send_keys(Keys.ENTER)
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "Enter on the card opens it again")
            self.check("focus moves into a detail, stays there, and Esc returns it to the card; axe-core finds no violation there", focus_follows_the_detail)

            def back_closes_the_detail():
                address = driver.current_url
                driver.back()
                wait(driver, lambda d: not d.find_element(By.ID, "detail").is_displayed(), "the browser's Back closes the detail")
                assert driver.current_url == address, f"Back stays in the app ({driver.current_url})"
                assert len(cards(driver)) >= 30, "the grid is still there"
                next(c for c in cards(driver) if card_id(c) == state["id"]).find_element(By.CSS_SELECTOR, ".open").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the detail opens again")
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
                wait(driver, lambda d: not d.find_element(By.ID, "detail").is_displayed(), "Esc closes it")
                wait(driver, lambda d: d.execute_script("return history.state && !history.state.detail && history.state.screen === document.body.dataset.screen"),
                     lambda: f"closing took its history entry back, to the screen's (state: {driver.execute_script('return JSON.stringify(history.state)')})")
                driver.find_element(By.ID, "query").send_keys("forest")
                driver.back()
                wait(driver, lambda d: d.current_url != address, "so the next Back leaves the app, as one expects with nothing open")
                driver.forward()
                wait(driver, lambda d: len(cards(d)) >= 30, "coming forward shows the grid")
                assert driver.find_element(By.ID, "query").get_attribute("value") == "", "the search field starts empty, as the grid does"
                wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-screen") == "catalog", "the catalog shows")
                next(c for c in cards(driver) if card_id(c) == state["id"]).find_element(By.CSS_SELECTOR, ".open").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the detail opens once more")
            self.check("the browser's Back closes an open detail and stays in the app; Esc takes the detail's history entry back", back_closes_the_detail)

            def focus_returns_to_the_photo_stepped_to():
                opened = urllib.parse.quote(state["id"], safe="")

                def next_photo_shown(d):
                    article = d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']")
                    shown = article[0].get_attribute("data-id") if article else None
                    return shown if shown and shown != opened else None
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
                stepped = wait(driver, next_photo_shown, "→ steps to the next photo")
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
                wait(driver, lambda d: d.switch_to.active_element.get_attribute("data-id") == stepped,
                     lambda: f"focus goes to the card of the photo stepped to ({driver.switch_to.active_element.get_attribute('outerHTML')[:160]})")
                next(c for c in cards(driver) if card_id(c) == state["id"]).find_element(By.CSS_SELECTOR, ".open").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the first photo's detail opens again")
            self.check("after stepping in a detail, Esc returns focus to the card of the photo shown last", focus_returns_to_the_photo_stepped_to)

            def enter_keeps_focus_on_the_control_pressed():
                def shown(d):
                    article = d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']")
                    return article[0].get_attribute("data-id") if article else None
                first = shown(driver)
                for direction in ["next", "next", "previous", "previous"]:
                    before = shown(driver)
                    control = driver.find_element(By.CSS_SELECTOR, f"#detail [data-direction='{direction}']")
                    if driver.switch_to.active_element != control:
                        driver.execute_script("arguments[0].focus()", control)
                    driver.switch_to.active_element.send_keys(Keys.ENTER)
                    wait(driver, lambda d: shown(d) not in (None, before), f"Enter on the {direction} button steps")
                    wait(driver, lambda d: d.switch_to.active_element.get_attribute("data-direction") == direction,
                         lambda: f"focus stays on the {direction} button, not Back ({driver.switch_to.active_element.get_attribute('outerHTML')[:160]})")
                assert shown(driver) == first, "two steps on and two back return to the photo opened"
            self.check("Enter on a detail's step button steps and keeps focus on that button, so a second Enter steps again instead of closing the detail", enter_keeps_focus_on_the_control_pressed)

            def favourite_is_shared():
                button = driver.find_element(By.CSS_SELECTOR, "#detail .actions .fav")
                assert button.get_attribute("aria-pressed") == "false", "not a favourite yet"
                button.click()
                wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#detail .actions .fav").get_attribute("aria-pressed") == "true",
                     lambda: f"the mark turns on (the detail: {driver.find_element(By.ID, 'detail').get_attribute('innerHTML')[-600:]}; "
                             f"notice: {driver.find_element(By.ID, 'notice').text})")
                listed = subprocess.run([self.photolist, "favorites", "--json"], env=environment(home), capture_output=True, text=True, timeout=LIMIT)
                assert listed.returncode == 0, listed.stderr
                ids = [favorite["id"] for favorite in json.loads(listed.stdout)["photos"]]
                assert state["id"] in ids, f"photolist favorites lists {state['id']}: {ids}"
                driver.find_element(By.CSS_SELECTOR, "#detail [data-action='download']").click()
                saved = wait(driver, lambda d: d.find_element(By.ID, "notice").text.startswith("Saved ") and d.find_element(By.ID, "notice").text,
                             lambda: f"the download is saved (notice: {driver.find_element(By.ID, 'notice').text!r})")
                name, folder = saved[len("Saved "):].split(" to ", 1)
                with open(os.path.join(folder, name), "rb") as file:
                    assert file.read(3) == b"\xff\xd8\xff", "the downloaded file is a JPEG"
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
                wait(driver, lambda d: not d.find_element(By.ID, "detail").is_displayed(), "Esc closes the detail")
                driver.find_element(By.CSS_SELECTOR, "[data-screen='favorites']").click()
                wait(driver, lambda d: [card_id(c) for c in cards(d)] == [state["id"]],
                     lambda: f"the favourites screen lists {state['id']} and only it (shows {[c.get_attribute('data-key') for c in cards(driver)][:3]}, "
                             f"screen {driver.find_element(By.TAG_NAME, 'body').get_attribute('data-screen')}, status {driver.find_element(By.ID, 'status').text})")
            self.check("a favourite toggled on the page is listed by photolist favorites, and a download is saved", favourite_is_shared)

            def favourites_are_accessible():
                assert driver.find_element(By.TAG_NAME, "body").get_attribute("data-screen") == "favorites", "the favourites screen shows"
                problems = axe_violations(driver)
                assert not problems, f"axe-core finds no violation on the favourites: {problems}"
            self.check("axe-core finds no violation on the favourites", favourites_are_accessible)

            def removal_can_be_undone():
                next(c for c in cards(driver) if card_id(c) == state["id"]).find_element(By.CSS_SELECTOR, ".fav").click()
                wait(driver, lambda d: not cards(d) and d.find_element(By.ID, "notice").text.endswith("from favourites. Undo"),
                     lambda: f"the card goes and the notice offers Undo (notice: {driver.find_element(By.ID, 'notice').text!r})")
                problems = axe_violations(driver)
                assert not problems, f"axe-core finds no violation with the notice's Undo shown: {problems}"
                # By keyboard: Enter on Undo, whose notice then goes; focus goes to the star of the card put back.
                undo = driver.find_element(By.CSS_SELECTOR, "#notice button[data-action='undo-removal']")
                driver.execute_script("arguments[0].focus()", undo)
                undo.send_keys(Keys.ENTER)
                wait(driver, lambda d: [card_id(c) for c in cards(d)] == [state["id"]] and d.find_element(By.ID, "notice").text.startswith("Put back "),
                     lambda: f"Undo puts the favourite back (notice: {driver.find_element(By.ID, 'notice').text!r})")
                wait(driver, lambda d: d.switch_to.active_element.get_attribute("data-action") == "favorite"
                     and d.switch_to.active_element.get_attribute("data-id") == state["id"],
                     lambda: f"focus goes to the star of the favourite put back, not {driver.switch_to.active_element.get_attribute('outerHTML')[:160]}")
                listed = subprocess.run([self.photolist, "favorites", "--json"], env=environment(home), capture_output=True, text=True, timeout=LIMIT)
                assert listed.returncode == 0, listed.stderr
                assert state["id"] in [favorite["id"] for favorite in json.loads(listed.stdout)["photos"]], "photolist favorites lists it again"
            self.check("a favourite removed on the page is put back by the notice's Undo, pressed with Enter, and focus goes to its star", removal_can_be_undone)

            def marks_from_another_process():
                # A favourite added by another process while web runs shows on the open tab (its favourites
                # screen) with no reload, and on a tab opened afterwards.
                assert driver.find_element(By.TAG_NAME, "body").get_attribute("data-screen") == "favorites", "the tab is on its favourites screen"
                listed = subprocess.run([self.photolist, "list", "--json", "--per-page", "5"], env=environment(home), capture_output=True, text=True, timeout=LIMIT)
                assert listed.returncode == 0, listed.stderr
                chosen = next(photo["id"] for photo in json.loads(listed.stdout)["photos"] if photo["id"] != state["id"])
                added = subprocess.run([self.photolist, "favorites", "add", "--", chosen], env=environment(home), capture_output=True, text=True, timeout=LIMIT)
                assert added.returncode == 0, added.stderr
                wait(driver, lambda d: chosen in [card_id(c) for c in cards(d)], f"the open tab's favourites list {chosen}, added by photolist favorites add")
                in_another_tab(driver, web.url, lambda d: any(card_id(c) == chosen and c.find_element(By.CSS_SELECTOR, ".fav").get_attribute("aria-pressed") == "true"
                                                              for c in cards(d)),
                               f"the new tab lists {chosen} and marks it, added by photolist favorites add")
            self.check("a favourite another process added while web runs is listed on the open tab and marked on a tab opened afterwards", marks_from_another_process)

            def browsing_beyond_the_catalog():
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
                wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#detail article"), "the detail closes")
                driver.find_element(By.CSS_SELECTOR, "[data-screen='topics']").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .item .open-feed"), "the topics list as cards")
                topic = driver.find_elements(By.CSS_SELECTOR, "#grid .item .open-feed")[0]
                title = state["topic"] = topic.text
                topic.click()
                wait(driver, lambda d: f"Topic: {title}" in d.find_element(By.ID, "status").text
                     and d.find_elements(By.CSS_SELECTOR, "#grid .card .open"), "the topic's photos, titled in the status")
                author = driver.find_elements(By.CSS_SELECTOR, "#grid .card .author-link")[0]
                name = state["photographer"] = author.text
                author.click()
                wait(driver, lambda d: f"Photos by {name}" in d.find_element(By.ID, "status").text, "the photographer's photos, titled")
                wait(driver, lambda d: cards(d) and all(a.text == name for a in d.find_elements(By.CSS_SELECTOR, "#grid .card .author-link")),
                     "every card is the photographer's")
                driver.find_element(By.CSS_SELECTOR, "[data-screen='collections']").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .item .open-feed"), "the collections list as cards")
                collection = driver.find_elements(By.CSS_SELECTOR, "#grid .item .open-feed")[0]
                collection_title = state["collection"] = collection.text
                collection.click()
                wait(driver, lambda d: f"Collection: {collection_title}" in d.find_element(By.ID, "status").text
                     and d.find_elements(By.CSS_SELECTOR, "#grid .card .open"), "the collection's photos, titled")
                driver.find_element(By.CSS_SELECTOR, "[data-screen='random']").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .card .open") and "(all)" in (status_count(d) or ""),
                     "a random pick lists")
                self.screenshot(driver, "topic.png")
                driver.find_element(By.CSS_SELECTOR, "[data-screen='catalog']").click()
            self.check("topics, a photographer's photos, a collection and a random pick open in the page", browsing_beyond_the_catalog)

            def back_walks_the_screens():
                body = lambda d: d.find_element(By.TAG_NAME, "body")
                wait(driver, lambda d: body(d).get_attribute("data-screen") == "catalog", "the catalog shows")
                address = driver.current_url
                def shows(screen, words):
                    wait(driver, lambda d: body(d).get_attribute("data-screen") == screen and words in d.find_element(By.ID, "status").text
                         and (screen in ("topics", "collections") or d.find_elements(By.CSS_SELECTOR, "#grid .card .open")),
                         lambda: f"{screen} shows, saying {words!r} (shows {body(driver).get_attribute('data-screen')}: {driver.find_element(By.ID, 'status').text!r})")
                    assert driver.current_url == address, f"the step stays in the app ({driver.current_url})"
                for screen, words in [("random", ""), ("feed", f"Collection: {state['collection']}"), ("collections", ""),
                                      ("feed", f"Photos by {state['photographer']}"), ("feed", f"Topic: {state['topic']}"), ("topics", "")]:
                    driver.back()
                    shows(screen, words)
                driver.forward()
                shows("feed", f"Topic: {state['topic']}")
                # A photo opened and closed leaves its step ahead: Forward opens the same photo again.
                photo = card_id(cards(driver)[0])
                cards(driver)[0].find_element(By.CSS_SELECTOR, ".open").click()
                opened = lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']")
                wait(driver, opened, "the photo opens")
                body(driver).send_keys(Keys.ESCAPE)
                wait(driver, lambda d: not d.find_element(By.ID, "detail").is_displayed(), "Esc closes it")
                driver.forward()
                wait(driver, lambda d: opened(d) and urllib.parse.unquote(opened(d)[0].get_attribute("data-id")) == photo,
                     "Forward opens the photo closed last again")
                # "More by …" in the detail takes the detail's step: Back returns to the list it was opened over.
                driver.find_element(By.CSS_SELECTOR, "#detail .author-link").click()
                shows("feed", "Photos by ")
                driver.back()
                shows("feed", f"Topic: {state['topic']}")
                # A search typed over a screen takes its step, and clearing the field returns to that screen.
                driver.find_element(By.CSS_SELECTOR, "[data-screen='topics']").click()
                shows("topics", "")
                field = driver.find_element(By.ID, "query")
                field.send_keys("harbour")
                wait(driver, lambda d: body(d).get_attribute("data-screen") == "search", "the search shows")
                field.send_keys(Keys.CONTROL, "a")
                field.send_keys(Keys.DELETE)
                shows("topics", "")
                driver.back()
                shows("feed", f"Topic: {state['topic']}")
                driver.find_element(By.CSS_SELECTOR, "[data-screen='catalog']").click()
                wait(driver, lambda d: body(d).get_attribute("data-screen") == "catalog", "the catalog shows again")
            self.check("the browser's Back walks back through the screens opened (a random pick, a collection's photos, the collections, "
                       "a photographer's, a topic's, the topics) and Forward walks on, into a photo closed before; \"More by\" and a "
                       "search take the step they were opened on, all in the app", back_walks_the_screens)

            def eight_tabs_keep_working():
                first = driver.current_window_handle
                opened = []
                try:
                    for _ in range(7):
                        driver.switch_to.new_window("window")
                        opened.append(driver.current_window_handle)
                        driver.get(web.url.split("?")[0])
                        wait(driver, lambda d: len(cards(d)) >= 30, f"tab {len(opened) + 1} of 8 shows its grid")
                    cards(driver)[0].find_element(By.CSS_SELECTOR, ".open").click()
                    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the eighth tab opens a photo")
                    driver.switch_to.window(first)
                    driver.find_element(By.CSS_SELECTOR, "[data-screen='topics']").click()
                    wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-screen") == "topics"
                         and len(cards(d)) > 0, "the first tab still answers, with every other tab open")
                    streams = driver.execute_script("return performance.getEntriesByType('resource').filter(e => e.name.includes('/events')).length")
                    assert streams == 0, "no tab holds an event-stream request"
                finally:
                    for handle in opened:
                        driver.switch_to.window(handle)
                        driver.close()
                    driver.switch_to.window(first)
                    driver.find_element(By.CSS_SELECTOR, "[data-screen='catalog']").click()
            self.check("eight tabs of one browser all keep working: their streams are WebSockets, which hold none of its six connections", eight_tabs_keep_working)

            def a_hidden_tab_says_so_and_comes_back_as_it_was():
                # A tab in the background lets go of its socket, saying first that it is hiding: its session is
                # then kept for a day where a closed tab's ends after 30 s (the sessions' tests time that). Shown
                # again, it takes up its session: the photo it had open is still open.
                driver.execute_script("""
                    window.socketLog = [];
                    const send = WebSocket.prototype.send, close = WebSocket.prototype.close;
                    WebSocket.prototype.send = function (data) { socketLog.push(String(data)); return send.call(this, data); };
                    WebSocket.prototype.close = function (...rest) { socketLog.push("close"); return close.apply(this, rest); };""")
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .card .open"), "the catalog's cards show")[0].click()
                opened = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "a photo opens")[0].get_attribute("data-id")
                in_another_tab(driver, "about:blank", lambda d: True, "another tab opens, sending this one to the background")
                log = driver.execute_script("return socketLog")
                assert '{"action":"hide"}' in log and "close" in log and log.index('{"action":"hide"}') < log.index("close"), \
                    f"the tab says it is hiding on its socket before closing it: {log}"
                wait(driver, lambda d: d.execute_script("return document.visibilityState") == "visible", "the tab is shown again")
                wait(driver, lambda d: [a.get_attribute("data-id") for a in d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']")] == [opened],
                     f"the photo it had open ({opened}) is still open")
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
                wait(driver, lambda d: not d.find_element(By.ID, "detail").is_displayed(), "Esc closes the detail")
                assert "session has ended" not in driver.find_element(By.ID, "status").text
            self.check("a tab sent to the background says so on its socket before letting go of it, and shown again finds the photo it had open", a_hidden_tab_says_so_and_comes_back_as_it_was)

            def a_tab_whose_session_ended_in_the_background_says_so():
                # With room for one tab, a second one ends the first's session while it is in the background:
                # shown again, the first starts over and says why, instead of reloading without a word.
                one = Running([self.photolist, "web", "--port", "0", "--max-tabs", "1"], environment(home))
                first = driver.current_window_handle
                try:
                    driver.get(one.url)
                    wait(driver, lambda d: len(cards(d)) >= 30, "the first tab shows its grid")
                    in_another_tab(driver, one.url.split("?")[0], lambda d: len(cards(d)) >= 30, "the second tab takes the only session and shows its grid")
                    wait(driver, lambda d: "session ended while the tab was in the background, so it started again" in d.find_element(By.ID, "notice").text,
                         lambda: f"the first tab says it started again (notice: {driver.find_element(By.ID, 'notice').text!r})")
                    wait(driver, lambda d: len(cards(d)) >= 30, "and shows its grid again")
                finally:
                    one.stop()
                    driver.get(web.url.split("?")[0])
                    wait(driver, lambda d: len(cards(d)) >= 30, "the tab is back on the demo's web view")
            self.check("a tab whose session another tab ended while it was in the background starts again and says so", a_tab_whose_session_ended_in_the_background_says_so)

            def a_tab_opened_in_the_background_takes_no_socket():
                # A tab opened in the background says it is hiding instead of taking up a socket, so with room
                # for two tabs, a third still opens (ending the background tab's session), and the background
                # tab, shown at last, starts again and says so.
                two = Running([self.photolist, "web", "--port", "0", "--max-tabs", "2", "--verbose"], environment(home))
                first = driver.current_window_handle
                try:
                    driver.get(two.url)
                    wait(driver, lambda d: len(cards(d)) >= 30, "the first tab shows its grid")
                    before = set(driver.window_handles)
                    driver.execute_cdp_cmd("Target.createTarget", {"url": two.url.split("?")[0], "background": True})
                    wait(driver, lambda d: "Tab 2 went to the background" in two.log(),
                         lambda: f"the tab opened in the background says it is hiding (log: {two.log()[-800:]!r})")
                    background = (set(driver.window_handles) - before).pop()
                    driver.switch_to.new_window("window")
                    driver.get(two.url.split("?")[0])
                    wait(driver, lambda d: len(cards(d)) >= 30, lambda: f"a third tab shows its grid (log: {two.log()[-800:]!r})")
                    wait(driver, lambda d: "Tab 2: its session ended (to make room for tab 3; the tab was in the background)" in two.log(),
                         lambda: f"the log says why tab 2's session ended: {two.log()[-800:]!r}")
                    driver.close()
                    driver.switch_to.window(background)
                    wait(driver, lambda d: "session ended while the tab was in the background, so it started again" in d.find_element(By.ID, "notice").text,
                         lambda: f"shown at last, the background tab says it started again (notice: {driver.find_element(By.ID, 'notice').text!r})")
                    wait(driver, lambda d: len(cards(d)) >= 30, "and shows its grid")
                finally:
                    for handle in driver.window_handles:
                        if handle != first:
                            driver.switch_to.window(handle)
                            driver.close()
                    driver.switch_to.window(first)
                    two.stop()
                    driver.get(web.url.split("?")[0])
                    wait(driver, lambda d: len(cards(d)) >= 30, "the tab is back on the demo's web view")
            self.check("a tab opened in the background takes no socket: with room for two tabs a third still opens, and the background tab, shown, starts again and says so",
                       a_tab_opened_in_the_background_takes_no_socket)

            def a_tab_hidden_while_the_server_restarts_says_its_session_ended():
                # Shown again after photolist web was started anew on the same port, the tab meets a server that
                # refuses its token: it says its session ended, instead of reloading into that refusal.
                earlier = Running([self.photolist, "web", "--port", "0"], environment(home))
                port = urllib.parse.urlsplit(earlier.url).port
                later = None
                first = driver.current_window_handle
                try:
                    driver.get(earlier.url)
                    wait(driver, lambda d: len(cards(d)) >= 30, "the tab shows its grid")
                    driver.switch_to.new_window("tab")
                    driver.get("about:blank")
                    earlier.stop()
                    later = Running([self.photolist, "web", "--port", str(port)], environment(home))
                    driver.close()
                    driver.switch_to.window(first)
                    wait(driver, lambda d: d.find_elements(By.ID, "status") and "session has ended" in d.find_element(By.ID, "status").text,
                         lambda: f"the tab says its session ended, not {driver.find_element(By.TAG_NAME, 'body').text[:200]!r}")
                finally:
                    if driver.current_window_handle != first:
                        driver.close()
                        driver.switch_to.window(first)
                    for run in (earlier, later):
                        if run and run.process.poll() is None:
                            run.stop()
                    driver.get(web.url.split("?")[0])
                    wait(driver, lambda d: len(cards(d)) >= 30, "the tab is back on the demo's web view")
            self.check("a tab hidden while photolist web was started anew on its port says, shown again, that its session ended", a_tab_hidden_while_the_server_restarts_says_its_session_ended)

            def the_open_flag_lands_on_the_page():
                # `--open` hands the desktop a page on disk that leads on to the address: a visit that comes
                # from another site, as one from a link clicked in a terminal or a chat does.
                tools = tempfile.mkdtemp(prefix="photolist-xdg-")
                opened = os.path.join(tools, "opened")
                with open(os.path.join(tools, "xdg-open"), "w") as script:
                    script.write(f'#!/bin/sh\nprintf "%s" "$1" > "{opened}.part" && mv "{opened}.part" "{opened}"\n')
                os.chmod(os.path.join(tools, "xdg-open"), 0o755)
                launched = Running([self.photolist, "web", "--port", "0", "--open"], environment(home, PATH=f"{tools}:/usr/local/bin:/usr/bin:/bin"))
                try:
                    wait(driver, lambda d: os.path.exists(opened), "xdg-open is handed the launch page")
                    with open(opened) as handed:
                        page = handed.read()
                    driver.get(page if page.startswith("file:") else "file://" + page)
                    wait(driver, lambda d: len(cards(d)) >= 30,
                         lambda: f"the launch page leads on to the grid, not to {driver.find_element(By.TAG_NAME, 'body').text[:200]!r}")
                    assert "token" not in driver.current_url, "the token leaves the address bar"
                finally:
                    launched.stop()
                    shutil.rmtree(tools, ignore_errors=True)
                    driver.get(web.url.split("?")[0])
                    wait(driver, lambda d: len(cards(d)) >= 30, "the tab is back on the demo's web view")
            self.check("web --open's page, opened from disk as the desktop opens it, leads on to the grid, though the visit comes from another site", the_open_flag_lands_on_the_page)

            def refusals():
                base = web.url.split("/?")[0]
                port = base.rsplit(":", 1)[1]
                token = web.url.split("token=")[1]
                cookie = {"Cookie": f"photolist-web-{port}={token}"}
                assert request(base + "/") == 401, "no token: 401"
                assert request(base + "/?token=" + "0" * 32) == 403, "a wrong token: 403"
                assert request(base + "/", {"Cookie": f"photolist-web-{port}=" + "0" * 32}) == 403, "a wrong cookie: 403"
                assert request(base + "/", cookie) == 200, "the cookie: 200"
                assert request(base + "/", {**cookie, "Host": f"rebound.example:{port}"}) == 403, "a foreign Host: 403"
                assert request(base + "/sessions", {**cookie, "Origin": "http://evil.example"}, "POST", b"") == 403, "a foreign Origin: 403"
                assert request(base + "/sessions", cookie, "POST", b"") == 403, "a change without Origin: 403"
            self.check("requests without the token, with a foreign Host or from another origin are refused", refusals)

            def graceful_shutdown():
                status, error = web.stop()
                assert status == 0, f"exit status {status}: {error[-500:]}"
                assert "stopped on SIGINT" in error, error[-500:]
                # The tab says so where it stays: in the status line, not only in a notice that fades.
                wait(driver, lambda d: "session has ended" in d.find_element(By.ID, "status").text, "the status line says the session ended")
                assert driver.find_element(By.ID, "notice").is_displayed(), "the notice says it too"
            self.check("SIGINT stops the server with an open tab, gracefully and with status 0, and the tab says the session ended", graceful_shutdown)

            def offline():
                offline_web = Running([self.photolist, "web", "--port", "0", "--offline"], environment(home))
                try:
                    driver.get(offline_web.url)
                    wait(driver, lambda d: len(cards(d)) >= 30, "the cached first page's cards appear")
                    badge = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#status .badge.offline"), "the offline badge shows")
                    assert badge[0].text.startswith("offline copy from"), badge[0].text
                    wait(driver, lambda d: pictures_loaded(d, "#grid img", 8), "the thumbnails seen before load from the disk cache")
                    cards(driver)[0].find_element(By.CSS_SELECTOR, ".open").click()
                    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "a kept detail opens")
                    actions = driver.find_element(By.CSS_SELECTOR, "#detail .actions")
                    # The copy's page links name the demo server of the run that stored them, stopped since.
                    assert not actions.find_elements(By.TAG_NAME, "a"), "no link to a stopped demo server's page"
                    assert "page is unavailable: the demo server that served it has stopped" in actions.text, actions.text
                finally:
                    offline_web.stop()
            self.check("offline, the grid shows the cached photos and their pictures with the offline badge, and a detail says its page is unavailable", offline)

            def failing_page_is_asked_once():
                # The catalog's pages fail with 503: the pages seen before stand in, each marked why; the first
                # page not kept fails, and the failure stays until the user asks again, instead of each failure
                # asking again at once for as long as the source fails.
                failing = Running([self.photolist, "web", "--port", "0", "--verbose"], environment(home, PHOTOLIST_DEMO_FAULTS="list:status=503"))
                try:
                    driver.get(failing.url)
                    wait(driver, lambda d: len(cards(d)) >= 30, "the kept first page's cards appear")
                    wait(driver, lambda d: "source failed (HTTP 503)" in d.find_element(By.ID, "status").text, "the status says why the copy stands in")

                    def failed_after_scrolling(d):
                        d.execute_script("window.scrollTo(0, document.body.scrollHeight)")
                        return d.find_elements(By.CSS_SELECTOR, "#status .error")
                    wait(driver, failed_after_scrolling, "scrolling on reaches a page not kept, whose failure shows")
                    shown = len(cards(driver))
                    # Held for a while (the one wait here that must see nothing happen): a loop of requests
                    # would replace the failure with "Loading more photos…" within a second.
                    deadline = time.monotonic() + 3 * SCALE
                    while time.monotonic() < deadline:
                        text = driver.find_element(By.ID, "status").text
                        assert "Loading" not in text and driver.find_elements(By.CSS_SELECTOR, "#status .error"), f"the failure stays: {text}"
                    assert driver.find_elements(By.CSS_SELECTOR, "#status [data-action='retry']"), "a Try again button is offered"
                    assert len(cards(driver)) == shown
                finally:
                    _, log = failing.stop()
                asked = {}
                for line in log.splitlines():
                    if "→ GET" in line and "/photos?" in line and "page=" in line:
                        page = line.split("page=")[1].split("&")[0].split()[0]
                        asked[page] = asked.get(page, 0) + 1
                failed = max(asked, key=lambda page: int(page))
                assert asked[failed] <= 3, f"the failing page {failed} was asked {asked[failed]} times (its tries: at most 3): {asked}"
            self.check("a next page that fails is asked once (with its retries), its failure shown with Try again, not asked again and again", failing_page_is_asked_once)

            def a_broken_picture_says_why():
                broken_home, broken = self.faulty_web("broken-pictures", "image:status=500")
                try:
                    driver.get(broken.url)
                    wait(driver, lambda d: len(cards(d)) >= 1, "the first card appears")
                    cards(driver)[0].find_element(By.CSS_SELECTOR, ".open").click()
                    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the detail loads")
                    caption = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail figure .picture-missing"),
                                   "the detail says why its picture is missing")[0]
                    text = caption.text
                    assert text.startswith("Picture not shown: ") and "HTTP 500" in text, text
                    # A redraw of the detail (its star pressed) keeps the failed figure as it is, asking nothing again.
                    driver.find_element(By.CSS_SELECTOR, "#detail .actions .fav").click()
                    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#detail .actions .fav").get_attribute("aria-pressed") == "true", "the star is set")
                    assert caption.text == text, "the same caption stays through the redraw"
                finally:
                    broken.stop()
            self.check("a detail whose picture the host refuses says why under it, in the words the terminal uses", a_broken_picture_says_why)

            def failed_pictures_come_back():
                # The first five pictures asked fail; the rest come, and the first that does asks the failed again.
                flaky_home, flaky = self.faulty_web("flaky-pictures", "image:status=500*5")
                try:
                    driver.get(flaky.url)
                    wait(driver, lambda d: len(cards(d)) >= 30, "the first page's cards appear")
                    # The first cards' pictures are the first asked (the rest load as they near the window).
                    wait(driver, lambda d: pictures_loaded(d, "#grid img", 8) and not d.find_elements(By.CSS_SELECTOR, "#grid img.missing"),
                         lambda: f"the first cards' pictures show, the failed ones asked again without a reload ({len(driver.find_elements(By.CSS_SELECTOR, '#grid img.missing'))} missing)")
                finally:
                    flaky.stop()
            self.check("pictures that failed while the host failed are asked again once another picture comes, without a reload", failed_pictures_come_back)

            def interrupted_download():
                # The downloaded file drips a byte at a time, so the download is still running when SIGINT comes.
                slow_home, slow = self.faulty_web("slow", "file:drip=0.05")
                try:
                    driver.get(slow.url)
                    wait(driver, lambda d: len(cards(d)) >= 1, "the first card appears")
                    cards(driver)[0].find_element(By.CSS_SELECTOR, ".open").click()
                    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the detail loads")
                    driver.find_element(By.CSS_SELECTOR, "#detail [data-action='download']").click()

                    def partials():
                        return [name for name in os.listdir(slow_home) if name.endswith(".part")]
                    wait(driver, lambda d: partials(), lambda: f"the download starts a partial file (folder: {os.listdir(slow_home)})")
                    wait(driver, lambda d: "Downloading" in d.find_element(By.ID, "detail").text,
                         lambda: f"the detail says the download is running ({driver.find_element(By.ID, 'detail').text[-300:]!r})")
                    status, error = slow.stop()
                    assert status == 0, f"exit status {status}: {error[-500:]}"
                    assert "download cancelled" in error, error[-500:]
                    left = [name for name in os.listdir(slow_home) if name.endswith((".part", ".jpg"))]
                    assert not left, f"nothing of the download is left: {left}"
                finally:
                    if slow.process.poll() is None:
                        slow.process.kill()
            self.check("SIGINT during a download cancels it, removes the partial file and says so", interrupted_download)

            def clicks_pass_slow_pictures():
                # Pictures answer only after the test is over: they would hold every connection the browser
                # gives the server, and neither a click nor a second tab may wait for them.
                stalled_home, stalled = self.faulty_web("stalled", f"image:delay={int(LIMIT * 4)}")
                try:
                    driver.get(stalled.url)
                    wait(driver, lambda d: len(cards(d)) >= 12, "the first cards appear while their pictures wait")
                    star = cards(driver)[5].find_element(By.CSS_SELECTOR, ".fav")
                    marked = card_id(cards(driver)[5])
                    star.click()
                    wait(driver, lambda d: [c for c in cards(d) if card_id(c) == marked][0].find_element(By.CSS_SELECTOR, ".fav").get_attribute("aria-pressed") == "true",
                         lambda: f"the star turns on while pictures load (notice: {driver.find_element(By.ID, 'notice').text!r})")
                    listed = subprocess.run([self.photolist, "favorites", "--json"], env=environment(stalled_home), capture_output=True, text=True, timeout=LIMIT)
                    assert [favorite["id"] for favorite in json.loads(listed.stdout)["photos"]] == [marked], listed.stdout
                    # By keyboard: the card is drawn again with its new mark, and focus stays on its star.
                    pressed = card_id(cards(driver)[7])
                    driver.execute_script("arguments[0].focus()", cards(driver)[7].find_element(By.CSS_SELECTOR, ".fav"))
                    driver.switch_to.active_element.send_keys(Keys.SPACE)
                    wait(driver, lambda d: [c for c in cards(d) if card_id(c) == pressed][0].find_element(By.CSS_SELECTOR, ".fav").get_attribute("aria-pressed") == "true",
                         "Space on a focused star turns it on")
                    active = driver.switch_to.active_element
                    assert active.get_attribute("data-action") == "favorite" and urllib.parse.unquote(active.get_attribute("data-id") or "") == pressed, \
                        f"focus stays on the star just pressed, not {active.tag_name} {active.get_attribute('outerHTML')[:120]}"
                    # A second tab of the same browser shares its six connections to the server: it loads while
                    # the first tab's pictures are still held, because the server lets go of a picture request
                    # after a few seconds ("not yet").
                    in_another_tab(driver, stalled.url.split("?")[0], lambda d: len(cards(d)) >= 12,
                                   "a second tab shows its grid while the first tab's pictures are held", kind="window")
                finally:
                    stalled.process.kill()
            self.check("while every picture is still loading, a click on a star is stored at once (by keyboard, focus stays on the star), and a second tab loads", clicks_pass_slow_pictures)

            def late_pictures_show():
                # Pictures come after 5 s, past the 3 s the server holds a picture request: each is answered
                # "not yet" first, and the tab asks again when the server says it has come.
                _, late = self.faulty_web("late", "image:delay=5")
                try:
                    driver.get(late.url)
                    wait(driver, lambda d: len(cards(d)) >= 8, "the first cards appear")
                    wait(driver, lambda d: pictures_loaded(d, "#grid img", 8), "pictures slower than the server waits still show once they come")
                    refused = driver.execute_script(
                        "return performance.getEntriesByType('resource').filter((e) => e.name.includes('/image?') && e.responseStatus === 503).length")
                    assert refused >= 8, f"each picture was first answered not yet ({refused} were)"
                    hidden = driver.execute_script("return [...document.querySelectorAll('#grid img')].slice(0, 8).filter((p) => p.classList.contains('missing')).length")
                    assert hidden == 0, f"{hidden} of the pictures shown are still hidden"
                finally:
                    late.stop()
            self.check("pictures slower than the server waits for are answered not yet, and show once they come", late_pictures_show)
        finally:
            driver.quit()
            if web.process.poll() is None:
                web.process.kill()

    # A hostile source: its texts stay text, its links are not followed, the access key stays out.
    def hostile(self):
        home = tempfile.mkdtemp(prefix="photolist-web-hostile-")
        demo = Running([self.photolist, "serve", "--port", "0"], environment(home))
        source = HostileSource(demo.url)
        web = Running([self.photolist, "web", "--port", "0", "--source", "unsplash", "--base-url", source.url],
                      environment(home, UNSPLASH_ACCESS_KEY=SECRET_KEY))
        driver = browser()
        try:
            def texts_stay_text():
                driver.get(web.url)
                wait(driver, lambda d: len(cards(d)) >= 1, "the hostile source's cards appear")
                assert driver.execute_script("return window.pwned === undefined"), "no script of the source ran"
                assert not driver.find_elements(By.ID, "injected"), "no element of the source was made"
                authors = {element.text for element in driver.find_elements(By.CSS_SELECTOR, "#grid .author")}
                assert HOSTILE_NAME in authors, f"the name shows as the text it is: {list(authors)[:2]}"
                assert card_id(cards(driver)[0]) == HOSTILE_ID, "an id of markup characters survives the round trip"
                wait(driver, lambda d: len(cards(d)) >= 5, "the long-named photo's card appears")
                name = driver.execute_script(
                    "const a = [...document.querySelectorAll('#grid .author')].find((e) => e.title === arguments[0]);"
                    " return a && [a.getBoundingClientRect().height, parseFloat(getComputedStyle(a).fontSize), a.textContent];", LONG_NAME)
                assert name and name[2] == LONG_NAME, "the long name is in the page whole"
                assert name[0] <= 3.2 * name[1], f"a long name takes at most two lines: {name[0]}px at {name[1]}px type"
                long_card = driver.execute_script(
                    "return [...document.querySelectorAll('#grid .author')].find((e) => e.title === arguments[0]).closest('li');", LONG_NAME)
                driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", long_card)
                long_card.screenshot(os.path.join(self.artifacts, "long-name.png"))
                cards(driver)[0].find_element(By.CSS_SELECTOR, ".open").click()
                wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail article[data-state='loaded']"), "the hostile detail loads")
                assert driver.find_element(By.CSS_SELECTOR, "#detail h2").text == HOSTILE_DESCRIPTION.strip(), "the title shows as text"
                attribution = driver.find_element(By.CSS_SELECTOR, "#detail .attribution").text
                assert attribution.startswith("Photo by " + HOSTILE_NAME), f"the attribution shows the name as text: {attribution}"
                assert not driver.find_elements(By.ID, "injected"), "no element of the source was made in the detail"
                assert not driver.find_elements(By.CSS_SELECTOR, "a[href^='javascript']"), "no javascript: link"
                assert driver.execute_script("return window.pwned === undefined"), "no script of the source ran in the detail"
                self.screenshot(driver, "hostile.png")
            self.check("hostile API text stays text, a very long name takes two lines, and javascript: links are dropped", texts_stay_text)

            def key_stays_out():
                assert SECRET_KEY not in driver.page_source, "the access key is not in the page"
                wait(driver, lambda d: pictures_loaded(d, "#detail figure img", 1), "the hostile photo's picture loads through the server")
                sources = driver.execute_script("return [...document.images].map((i) => i.getAttribute('src'))")
                assert sources and all(src.startswith("/s/") for src in sources), f"every picture comes from this server: {sources[:3]}"
                entries = driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
                assert all(entry.startswith(web.url.split("/?")[0]) for entry in entries), f"the page fetched only from its server: {entries[:3]}"
            self.check("the access key never reaches the page, which fetches only from its own server", key_stays_out)

            def pictures_stay_on_the_source():
                driver.get(web.url)
                wait(driver, lambda d: len(cards(d)) >= 4, "the hostile source's first four cards appear")
                ids = list(source.misdirected)
                settled = ("return arguments[0].every((id) => { const card = [...document.querySelectorAll('#grid > li.card')]"
                           ".find((c) => decodeURIComponent(c.dataset.id) === id); const picture = card && card.querySelector('img');"
                           " return picture && picture.complete; });")
                wait(driver, lambda d: d.execute_script(settled, ids), "the misdirected photos' thumbnails settle")
                widths = driver.execute_script(
                    "return arguments[0].map((id) => [...document.querySelectorAll('#grid > li.card')]"
                    ".find((c) => decodeURIComponent(c.dataset.id) === id).querySelector('img').naturalWidth);", ids)
                assert widths == [0, 0, 0], f"no misdirected picture shows: {widths}"
                assert source.canary.hits == 0, f"the canary was asked {source.canary.hits} times"
                assert not source.credentials_seen, f"credentials reached the source: {source.credentials_seen}"
            self.check("pictures on another loopback port, behind user:password@ or a redirect there are never fetched", pictures_stay_on_the_source)
        finally:
            driver.quit()
            for process in (web, demo):
                if process.process.poll() is None:
                    process.process.kill()
                    process.process.wait()
            source.close()


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    checks = Checks(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]))
    os.makedirs(checks.artifacts, exist_ok=True)
    checks.demo()
    checks.hostile()
    print(f"web browser: {checks.passed} passed, {len(checks.failed)} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
