#!/usr/bin/env python3
"""The web page in a real browser: headless Chromium, driven by Selenium through chromedriver.

Usage: web-check.py URL SHOTS_FOLDER

URL serves target/web/ (.ci/web-smoke starts the server). The check opens a puzzle from a `#`
link, waits for the board, clicks an empty cell, types a digit and sees the cell change on the
screen, reloads the page and sees the digit still there (kept in the browser's storage). It
saves with Ctrl+S and finds the download (a RON save, as the desktop writes), drops a save the
desktop wrote (tests/saves/version-2.ron) on the page, pastes a puzzle and opens a file through
Ctrl+O's file picker, seeing the board change each time. It
prints the time from opening the page to the board drawn and the bytes the first visit
loaded. Screenshots and the download go to SHOTS_FOLDER."""

import io
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

# A puzzle whose first cell is empty: its givens' line, for the `#` link.
PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
# A game the desktop saved (its first cell a given 5), dropped on the page, and a puzzle whose
# first cell holds a given 6, pasted.
DESKTOP_SAVE = "tests/saves/version-2.ron"
PASTED = "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5"
BOARD_WAIT = 60.0


def fail(message):
    print(f"web-check: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def browser(downloads):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--window-size=1000,760", "--force-device-scale-factor=1", "--lang=en-US",
    ]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.add_experimental_option("prefs", {
        "download.default_directory": downloads,
        "download.prompt_for_download": False,
    })
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def shot(driver):
    """The page as an RGB picture: (width, height, bytes)."""
    from PIL import Image

    picture = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    return picture


def board_box(picture):
    """The board: the largest square of dark grid lines. Found as the bounding box of the
    darkest pixels' longest horizontal and vertical runs (the thick lines)."""
    width, height = picture.size
    pixels = picture.load()

    def dark(x, y):
        r, g, b = pixels[x, y]
        return r + g + b < 200 if light else r + g + b > 500

    # The page's ground tells light from dark.
    r, g, b = pixels[5, height - 5]
    light = r + g + b > 380
    rows = []
    for y in range(height):
        run = best = 0
        for x in range(width):
            run = run + 1 if dark(x, y) else 0
            best = max(best, run)
        rows.append(best)
    longest = max(rows)
    if longest < 200:
        return None
    lines = [y for y, run in enumerate(rows) if run > 0.9 * longest]
    top, bottom = min(lines), max(lines)
    y = (top + bottom) // 2
    xs = [x for x in range(width) if dark(x, top) or dark(x, top + 1)]
    left, right = min(xs), max(xs)
    return left, top, right, bottom


def wait_for_board(driver, started):
    deadline = started + BOARD_WAIT
    while time.monotonic() < deadline:
        if not driver.execute_script("return document.getElementById('loading') !== null;"):
            picture = shot(driver)
            box = board_box(picture)
            if box:
                return time.monotonic() - started, picture, box
        time.sleep(0.05)
    for entry in driver.get_log("browser"):
        print(entry, file=sys.stderr)
    fail(f"no board within {BOARD_WAIT:.0f} s")


def cell_centre(box, row, col):
    left, top, right, bottom = box
    size = (right - left) / 9
    return left + size * (col + 0.5), top + (bottom - top) / 9 * (row + 0.5)


def cell_differs(a, b, box, row, col):
    """How many pixels of the cell's middle differ between two pictures."""
    x, y = cell_centre(box, row, col)
    half = int((box[2] - box[0]) / 9 * 0.3)
    changed = 0
    for dx in range(-half, half):
        for dy in range(-half, half):
            pa, pb = a.getpixel((int(x) + dx, int(y) + dy)), b.getpixel((int(x) + dx, int(y) + dy))
            if sum(abs(p - q) for p, q in zip(pa, pb)) > 60:
                changed += 1
    return changed


def click(driver, x, y):
    canvas = driver.find_element("id", "shudu")
    size = canvas.size
    ActionChains(driver).move_to_element_with_offset(
        canvas, int(x - size["width"] / 2), int(y - size["height"] / 2)
    ).click().perform()


def send_file(driver, name, text):
    """Drops a file named `name` holding `text` on the page's canvas, as a player would."""
    driver.execute_script(
        "const data = new DataTransfer();"
        "data.items.add(new File([arguments[1]], arguments[0], {type: 'text/plain'}));"
        "const canvas = document.getElementById('shudu');"
        "for (const kind of ['dragenter', 'dragover', 'drop']) {"
        "  canvas.dispatchEvent(new DragEvent(kind, {dataTransfer: data, bubbles: true,"
        "    cancelable: true}));"
        "}",
        name, text,
    )


def paste(driver, text):
    """Pastes `text` on the page, as Ctrl+V does."""
    driver.execute_script(
        "const data = new DataTransfer(); data.setData('text/plain', arguments[0]);"
        "document.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true,"
        "  cancelable: true}));",
        text,
    )


def wait_for_download(folder, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        done = [n for n in os.listdir(folder) if not n.endswith(".crdownload")]
        if done:
            return os.path.join(folder, done[0])
        time.sleep(0.2)
    fail(f"no download in {folder} within {seconds} s")


def files_and_paste(driver, shots, box):
    """Save as a download, then a dropped file and a paste each replace the board."""
    before = shot(driver)
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("s").key_up(Keys.CONTROL).perform()
    saved = wait_for_download(os.path.join(shots, "downloads"))
    text = open(saved, encoding="utf-8").read()
    print(f"web-check: Ctrl+S downloaded {os.path.basename(saved)} ({len(text)} bytes)")
    if not text.lstrip().startswith("(") or "version:" not in text or "game:" not in text:
        fail(f"the download is not a saved game: {text[:200]!r}")
    send_file(driver, "version-2.ron", open(DESKTOP_SAVE, encoding="utf-8").read())
    dropped = first_cell_changed(driver, before, box, f"{shots}/web-dropped.png",
                                 "dropping the desktop's save")
    paste(driver, PASTED)
    pasted = first_cell_changed(driver, dropped, box, f"{shots}/web-pasted.png",
                                "pasting a puzzle")
    pick_file(driver, "picked.sdk", PUZZLE + "\n")
    first_cell_changed(driver, pasted, box, f"{shots}/web-picked.png",
                       "opening a file through Game > Open's picker")


def pick_file(driver, name, text):
    """Ctrl+O, then the file chosen in the picker. A headless browser shows no chooser: the
    page's `input.click()` is caught, the file is set on that input as the chooser would set
    it, and its change event fires."""
    driver.execute_script(
        "window.shuduPicker = null;"
        "HTMLInputElement.prototype.click = function () { window.shuduPicker = this; };"
    )
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("o").key_up(Keys.CONTROL).perform()
    deadline = time.monotonic() + 10
    while not driver.execute_script("return window.shuduPicker !== null;"):
        if time.monotonic() > deadline:
            fail("Ctrl+O showed no file picker")
        time.sleep(0.1)
    driver.execute_script(
        "const data = new DataTransfer();"
        "data.items.add(new File([arguments[1]], arguments[0], {type: 'text/plain'}));"
        "window.shuduPicker.files = data.files;"
        "window.shuduPicker.dispatchEvent(new Event('change'));",
        name, text,
    )


def first_cell_changed(driver, before, box, name, what):
    """The page two seconds after `what`, whose first cell must differ from `before`'s."""
    time.sleep(2.0)
    after = shot(driver)
    after.save(name)
    changed = cell_differs(before, after, box, 0, 0)
    print(f"web-check: {what} changed the first cell in {changed} pixels")
    if changed < 20:
        fail(f"{what} did not open it")
    return after


def main():
    url, shots = sys.argv[1], sys.argv[2]
    downloads = os.path.abspath(os.path.join(shots, "downloads"))
    os.makedirs(downloads, exist_ok=True)
    for old in os.listdir(downloads):
        os.remove(os.path.join(downloads, old))
    driver = browser(downloads)
    try:
        started = time.monotonic()
        driver.get(f"{url}#{PUZZLE}")
        took, before, box = wait_for_board(driver, started)
        print(f"web-check: board drawn {took:.2f} s after opening the page")
        loaded = driver.execute_script(
            "return performance.getEntriesByType('resource').concat("
            "performance.getEntriesByType('navigation'))"
            ".map(e => [e.name, e.transferSize, e.encodedBodySize, e.decodedBodySize]);"
        )
        for name, transfer, encoded, decoded in loaded:
            print(f"web-check: loaded {name.rsplit('/', 1)[-1] or 'index'}: {decoded} bytes")
        # The link's puzzle is on the board: its first cell is empty, its third holds a 3.
        time.sleep(1.0)
        before = shot(driver)
        before.save(f"{shots}/web-before.png")
        x, y = cell_centre(box, 0, 0)
        click(driver, x, y)
        time.sleep(0.3)
        ActionChains(driver).send_keys("4").perform()
        time.sleep(1.0)
        after = shot(driver)
        after.save(f"{shots}/web-after.png")
        changed = cell_differs(before, after, box, 0, 0)
        print(f"web-check: the clicked cell changed in {changed} pixels after typing 4")
        if changed < 20:
            fail("typing a digit in the clicked cell changed nothing on the screen")
        if "#" in driver.current_url:
            fail(f"the address still holds the puzzle after opening it: {driver.current_url}")
        driver.refresh()
        took, reloaded, box = wait_for_board(driver, time.monotonic())
        time.sleep(1.0)
        reloaded = shot(driver)
        reloaded.save(f"{shots}/web-reloaded.png")
        lost = cell_differs(after, reloaded, box, 0, 0)
        kept = cell_differs(before, reloaded, box, 0, 0)
        print(f"web-check: after the reload the cell differs from the typed one in {lost} pixels,"
              f" from the empty one in {kept}")
        if lost > 20 or kept < 20:
            fail("the digit typed before the reload is gone")
        files_and_paste(driver, shots, box)
        print("web-check: passed")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
