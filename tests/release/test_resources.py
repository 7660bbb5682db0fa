"""Run-time files come from Folkdeck's own data package, and one that is missing is named, never
reported as a network or port problem.

The installed wheel with the system's fonts hidden is checked by ``.ci/check-wheel`` (it needs
a wheel and a private mount namespace); here the same promises on the checkout: the fonts Pillow
opens are the packaged ones, and real processes whose data package lacks its fonts say which
file is missing."""

from __future__ import annotations

import errno
import os
import shutil
import socket
from pathlib import Path

import pytest

from bot import resources
from bot.art import faces
from bot.resources import FONTS
from bot.settings import Settings
from bot.startup import explain
from tests.support.release import ROOT, folkdeck


@pytest.mark.parametrize(("condensed", "name"), [(False, FONTS[0]), (True, FONTS[1])])
def test_faces_are_drawn_with_the_packaged_fonts(condensed, name):
    opened = Path(faces.font(37, condensed=condensed).path)
    assert opened == resources.font(name)
    assert opened.is_relative_to(resources.data_root())
    assert opened.is_file()


def test_a_file_the_package_lacks_is_named():
    with pytest.raises(resources.MissingResource) as raised:
        resources.font("NoSuchFace-Bold.ttf")
    assert str(resources.data_path("fonts", "NoSuchFace-Bold.ttf")) in str(raised.value)
    assert not isinstance(raised.value, OSError)
    resources.check()  # the checkout has everything


@pytest.fixture
def fontless(tmp_path) -> str:
    """A ``folkdeck_data`` package with its migrations and rules but no fonts, first on the
    path: what a wheel built without its fonts would install."""
    package = tmp_path / "shadow" / "folkdeck_data"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for folder in ("migrations", "rules"):
        shutil.copytree(ROOT / "data" / folder, package / folder)
    return f"{package.parent}{os.pathsep}{ROOT}"


def test_the_bot_names_a_missing_font_before_connecting(tmp_path, fontless):
    result = folkdeck(
        cwd=tmp_path,
        DISCORD_TOKEN="made.up.token",
        DATABASE_PATH=str(tmp_path / "db.sqlite3"),
        PYTHONPATH=fontless,
    )
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert "missing" in result.stderr
    assert "DejaVuSans-Bold.ttf" in result.stderr
    assert "cannot reach Discord" not in result.stderr
    assert not (tmp_path / "db.sqlite3").exists()  # told before anything else was done


def test_the_playground_names_a_missing_font_and_does_not_blame_the_port(tmp_path, fontless):
    result = folkdeck("playground", "--port", "0", cwd=tmp_path, PYTHONPATH=fontless)
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert "DejaVuSans-Bold.ttf" in result.stderr
    assert "port" not in result.stderr.lower()


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(_env_file=None, database_path=tmp_path / "db.sqlite3")


@pytest.mark.parametrize(
    "error",
    [
        OSError(errno.ENETUNREACH, "Network is unreachable"),
        ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused"),
        socket.gaierror(socket.EAI_NONAME, "Name or service not known"),
        TimeoutError(),
    ],
)
def test_network_errors_are_the_network_paragraph(error, settings):
    problem = explain(error, settings)
    assert problem is not None
    assert "cannot reach Discord" in problem.text


def test_a_file_that_cannot_be_opened_is_named_not_the_network(settings):
    error = FileNotFoundError(errno.ENOENT, "No such file or directory", "/srv/fonts/x.ttf")
    problem = explain(error, settings)
    assert problem is not None
    assert "/srv/fonts/x.ttf" in problem.text
    assert "cannot reach Discord" not in problem.text


def test_a_missing_resource_raised_at_start_up_is_named(settings):
    missing = resources.data_path("fonts", "Gone.ttf")
    problem = explain(resources.MissingResource(missing), settings)
    assert problem is not None
    assert str(missing) in problem.text
    assert "cannot reach Discord" not in problem.text


def test_an_oserror_without_a_file_or_network_errno_is_not_blamed_on_the_network(settings):
    # Pillow's "cannot open resource" (a font it could not find) is this kind: a traceback
    # (ours to fix), never a paragraph about the connection.
    assert explain(OSError("cannot open resource"), settings) is None
