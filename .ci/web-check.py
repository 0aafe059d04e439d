#!/usr/bin/env python3
"""The web page in a real browser: headless Chromium, driven by Selenium through chromedriver.

Usage: web-check.py URL SHOTS_FOLDER

URL serves target/web/ (.ci/web-smoke starts the server). The check opens a puzzle from a `#`
link, waits for the board, clicks an empty cell, types a digit and sees the cell change on the
screen, reloads the page and sees the digit still there (kept in the browser's storage), and
prints the time from opening the page to the board drawn and the bytes the first visit loaded.
Screenshots go to SHOTS_FOLDER."""

import io
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains

# A puzzle whose first cell is empty: its givens' line, for the `#` link.
PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
BOARD_WAIT = 60.0


def fail(message):
    print(f"web-check: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--window-size=1000,760", "--force-device-scale-factor=1", "--lang=en-US",
    ]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
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


def main():
    url, shots = sys.argv[1], sys.argv[2]
    driver = browser()
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
        print("web-check: passed")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
