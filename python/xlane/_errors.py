"""xlane.Error: what went wrong, of which kind, and where."""


class Error(Exception):
    """A refusal or a failed run.

    ``kind`` is the CLI's kind string (``"out-of-bounds"``, ``"type"``, ``"malformed"``, ...),
    ``location`` a dict with keys among ``file``, ``line``, ``block``, ``wave``, ``lane``
    (or None), and ``str(e)`` the diagnostic as ``xlane`` prints it (``error[KIND]: ...``).
    """

    def __init__(self, text, kind, location=None):
        super().__init__(text)
        self.text = text
        self.kind = kind
        self.location = location

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"xlane.Error(kind={self.kind!r}, location={self.location!r})"

    # pickling (pytest-xdist, multiprocessing) keeps every field
    def __reduce__(self):
        return (type(self), (self.text, self.kind, self.location))


def error(kind, message, help=None):
    """An Error raised by the Python side, written as the CLI writes its diagnostics."""
    text = f"error[{kind}]: {message}"
    if help:
        text += f"\n  help: {help}"
    return Error(text, kind, None)


class RunWarning(UserWarning):
    """A warning of a kernel run (an undefined value reaching memory, ...), as ``xlane run``
    prints it; also in ``Launch.warnings``."""


# shown as xlane.Error / xlane.RunWarning in tracebacks, where users meet them
Error.__module__ = "xlane"
RunWarning.__module__ = "xlane"
