"""The one place that finds Folkdeck's run-time data: migrations, rules texts, fonts and art.

The repository keeps them in the top-level ``data/`` folder; the wheel ships that folder as the
package ``folkdeck_data`` (``setup.py`` maps it), so an installed Folkdeck finds them through
``importlib.resources`` from any working directory. Running from a checkout without installing
(``PYTHONPATH=.``) falls back to the ``data/`` folder beside the code.

Nothing else builds a path to a data file: code asks here, and a file that is not where it
should be raises ``MissingResource`` naming it. (Pillow, given a font path that does not exist,
silently searches the system's font folders instead: a checkout on a desktop works, a slim
container fails with "cannot open resource", which says nothing about which file.)
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path

PACKAGE = "folkdeck_data"
_CHECKOUT = Path(__file__).resolve().parent.parent / "data"

FONTS = ("DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf")
"""The typefaces card faces and table pictures are drawn with (DejaVu, Bitstream Vera licence:
``fonts/LICENSE-DejaVu.txt``)."""


class MissingResource(Exception):
    """A file Folkdeck ships with is not where it should be: the installation is incomplete.

    Deliberately not an ``OSError``: nothing may take it for a network or port problem."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(
            f"Folkdeck's installation is missing {path} (its data folder is {data_root()}). "
            "Reinstall Folkdeck (pip install --force-reinstall folkdeck, or rebuild the image); "
            "in a checkout, restore the data/ folder from git."
        )


def data_root() -> Path:
    """The folder holding ``migrations/``, ``rules/``, ``fonts/``...

    A real folder, not a zip: wheels install unpacked, and SQLite migrations and Pillow's fonts
    want file paths."""
    try:
        root = importlib.resources.files(PACKAGE)
    except (ModuleNotFoundError, NotADirectoryError):
        # Not installed (or an editable install from before data/ was a package): the code
        # runs from a checkout, whose data/ is beside it.
        return _CHECKOUT
    return Path(str(root))


def data_path(*parts: str) -> Path:
    """A file or folder under the data root, e.g. ``data_path("rules", "krypkasino.md")``,
    whether or not it exists (``resource`` checks)."""
    return data_root().joinpath(*parts)


def resource(*parts: str) -> Path:
    """A file or folder under the data root that must exist; ``MissingResource`` if not."""
    path = data_path(*parts)
    if not path.exists():
        raise MissingResource(path)
    return path


def font(name: str) -> Path:
    """One of ``FONTS``, as a path Pillow can open."""
    return resource("fonts", name)


def migrations() -> Path:
    return resource("migrations")


def locales(language: str) -> Path:
    """The folder of one language's message catalogues (``locales/<language>/*.ftl``)."""
    return resource("locales", language)


def rules_text(game: str, language: str = "en") -> str:
    """The ``/rules`` summary of ``game`` (a registered game name) in ``language``: English in
    ``rules/``, every other language in ``rules/<language>/``."""
    parts = ("rules", f"{game}.md") if language == "en" else ("rules", language, f"{game}.md")
    return resource(*parts).read_text(encoding="utf-8")


def check() -> None:
    """Every file the bot needs before its first table: raises ``MissingResource`` for the
    first one absent. Start-up calls it so an incomplete installation is told before login."""
    for name in FONTS:
        font(name)
    if not any(migrations().glob("*.sql")):
        raise MissingResource(migrations() / "001_initial.sql")
    if not any(locales("en").glob("*.ftl")):
        raise MissingResource(locales("en") / "settings.ftl")
