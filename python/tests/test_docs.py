"""docs/python.md's examples run as written: the `pycon` blocks as doctests, the `python`
blocks as scripts (where what they need is there)."""
import doctest
import os
import re
import shutil

import pytest

from conftest import REPO, need_clang, run_or_xfail

DOC = REPO / "docs" / "python.md"


def test_pycon_examples(monkeypatch):
    need_clang()
    monkeypatch.chdir(REPO)  # the examples name files from the repository root
    text = DOC.read_text()
    blocks = re.findall(r"```pycon\n(.*?)```", text, re.S)
    assert len(blocks) >= 5
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    globs, report = {}, []
    for i, b in enumerate(blocks):
        # one namespace for the whole page, as a reader typing along has
        test = parser.get_doctest(b, globs, f"python.md block {i}", str(DOC), 0)
        runner.run(test, out=report.append, clear_globs=False)
        globs = test.globs  # DocTest copies the namespace it is given
    assert runner.failures == 0, "".join(report)


def test_python_examples(monkeypatch):
    pytest.importorskip("triton", reason="the Triton example needs the `triton` package")
    monkeypatch.chdir(REPO)
    for block in re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S):
        run_or_xfail(exec, compile(block, str(DOC), "exec"), {})
