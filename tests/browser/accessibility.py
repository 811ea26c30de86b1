"""axe-core and contrast in the page under test.

axe-core (npm, pinned in package-lock.json) is read from node_modules and evaluated into the
page: the page's Content-Security-Policy forbids an injected ``<script>``.  Its experimental
rule ``label-content-name-mismatch`` (WCAG 2.5.3) is enabled by name.  Text over a gradient
(the felt, a card) is what axe leaves "incomplete": ``contrast.js`` measures it against every
colour the gradient takes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules/axe-core/axe.min.js"
CONTRAST = Path(__file__).with_name("contrast.js")

RUN_AXE = """async () => {
  const result = await axe.run(document, {
    rules: {"label-content-name-mismatch": {enabled: true}},
    resultTypes: ["violations", "incomplete"],
  });
  const nodes = (rule) => rule.nodes.map((node) => ({
    target: node.target.join(" "),
    summary: node.failureSummary,
    data: node.any.map((check) => check.data),
  }));
  const contrast = result.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes);
  return {
    violations: result.violations.map((rule) => ({id: rule.id, impact: rule.impact, nodes: nodes(rule)})),
    incomplete: result.incomplete.map((rule) => ({id: rule.id, nodes: nodes(rule)})),
    measured: contrast.map((node) => {
      const element = document.querySelector(node.target[0]);
      const measured = element ? solitaireContrast.text(element) : {ratio: 0, needed: 4.5};
      return {target: node.target.join(" "), ...measured};
    }),
  };
}"""

# What axe may leave undecided: text over a gradient (measured here instead), and a name
# check of one letter ("K" on a card: axe cannot tell if one letter is meant as a word).
UNDECIDED_AS_EXPECTED = {"color-contrast", "label-content-name-mismatch"}


def _install(page: Page) -> None:
    if not page.evaluate("typeof axe !== 'undefined' && typeof solitaireContrast !== 'undefined'"):
        if not AXE.is_file():
            raise RuntimeError(f"{AXE} is missing: scripts/bootstrap installs the npm tools (npm ci)")
        page.evaluate(AXE.read_text())
        page.evaluate(CONTRAST.read_text())


def audit(page: Page, screen: str) -> dict[str, Any]:
    """axe-core over the whole page: no violation, and every text axe could not judge
    measured at 4.5:1 (3:1 when large) over the worst colour of its background.  ``screen``
    names the screen in the failure message.  The measurements, for the report."""
    _install(page)
    result: dict[str, Any] = page.evaluate(RUN_AXE)
    assert not result["violations"], (screen, result["violations"])
    unexpected = [rule for rule in result["incomplete"] if rule["id"] not in UNDECIDED_AS_EXPECTED]
    assert not unexpected, (screen, unexpected)
    for rule in result["incomplete"]:
        if rule["id"] == "label-content-name-mismatch":
            assert all(node["data"] == [None] for node in rule["nodes"]), (screen, rule)
    low = [node for node in result["measured"] if node["ratio"] < node["needed"]]
    assert not low, (screen, low)
    return result


def contrast_of(page: Page, colour_of: str, selector: str) -> list[float]:
    """The contrast of a colour each element matching ``selector`` draws (``colour_of``: a
    JS expression of ``element`` and ``style``, its computed style) over its backdrop."""
    _install(page)
    ratios: list[float] = page.locator(selector).evaluate_all(
        f"""elements => elements.map(element => {{
            const style = getComputedStyle(element);
            return solitaireContrast.of({colour_of}, element.parentElement);
        }})"""
    )
    return ratios


def focus_ring_contrast(page: Page) -> dict[str, float | None]:
    """The contrast of the focused element's ring: its outer tone (the outline, or for a
    covered card the ring its ::after draws) over the backdrop around the element, and its
    inner dark line (on a card: where the ring crosses the card above) over the card."""
    _install(page)
    ratios: dict[str, float | None] = page.evaluate(
        """() => {
            const element = document.activeElement;
            const style = getComputedStyle(element);
            const after = getComputedStyle(element, "::after");
            const drawn = after.content !== "none" && after.borderTopStyle !== "none";
            const outer = drawn ? after.borderTopColor : style.outlineColor;
            const inset = !drawn && parseFloat(style.outlineOffset) < 0;
            const shadow = (drawn ? after : style).boxShadow.match(/rgba?\\([^)]*\\)/);
            return {
                outer: solitaireContrast.of(outer, inset ? element : element.parentElement),
                inner: shadow && element.matches(".card") ? solitaireContrast.of(shadow[0], element) : null,
            };
        }"""
    )
    return ratios
