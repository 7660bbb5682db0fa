"""Folkdeck's run-time data (migrations, rules texts, fonts, card art sources), installed as the
package ``folkdeck_data`` (see setup.py) and found through ``bot/resources.py``. A package, not
a bare folder, so ``importlib.resources`` resolves it the same way in a wheel and an editable
install."""
