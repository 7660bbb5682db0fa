"""What pyproject.toml cannot say: the code packages are discovered, and the top-level ``data/``
folder (migrations, rules texts, fonts, art sources) ships as the package ``folkdeck_data``, so
``bot/resources.py`` finds it through ``importlib.resources`` wherever Folkdeck is installed."""

from __future__ import annotations

from setuptools import find_packages, setup

DATA_FILES = ["*.sql", "*.md", "*.txt", "*.ttf", "*.otf", "*.png", "*.json", "*.ftl", "LICENSE*"]

setup(
    packages=[*find_packages(include=["engine*", "bot*", "cogs*"]), "folkdeck_data"],
    package_dir={"folkdeck_data": "data"},
    # Every data file in every subfolder of data/ (migrations/, rules/, fonts/, art/...).
    package_data={"folkdeck_data": [f"**/{pattern}" for pattern in DATA_FILES]},
    include_package_data=False,
)
