"""The one place that finds Folkdeck's run-time data: migrations, rules texts, fonts and art.

The repository keeps them in the top-level ``data/`` folder; the wheel ships that folder as the
package ``folkdeck_data`` (``setup.py`` maps it), so an installed Folkdeck finds them through
``importlib.resources`` from any working directory. Running from a checkout without installing
(``PYTHONPATH=.``) falls back to the ``data/`` folder beside the code.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path

PACKAGE = "folkdeck_data"
_CHECKOUT = Path(__file__).resolve().parent.parent / "data"


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
    """A file or folder under the data root, e.g. ``data_path("rules", "krypkasino.md")``."""
    return data_root().joinpath(*parts)


def migrations() -> Path:
    return data_path("migrations")


def rules_text(game: str) -> str:
    """The ``/rules`` summary of ``game`` (a registered game name)."""
    return data_path("rules", f"{game}.md").read_text(encoding="utf-8")
