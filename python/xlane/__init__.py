"""xlane: run HIP, CUDA and Triton kernels on the CPU with every lane exact, from Python.

    launch = xlane.run("reduce.hip", kernel="reduce", target="gfx942", grid=4, block=256,
                       args=(x, out, np.int32(len(x))))

numpy arrays are the kernel's buffers (updated in place), numbers its scalars, None a null
pointer and tuples its by-value structs. ``xlane.eval`` runs a snippet on one wave,
``xlane.explain`` explains one cross-lane call, ``xlane.triton.run`` runs a Triton function.
See docs/python.md.
"""

import os
import warnings as _warnings

import numpy as np

from . import _native
from ._errors import Error, RunWarning, error as _error

__version__ = _native.__version__

__all__ = ["run", "Launch", "eval", "explain", "Error", "RunWarning", "triton", "__version__"]


class Launch:
    """What a run left behind.

    ``undefined``: per argument, a boolean array shaped like the argument's array, True where
    an element holds an undefined value after the run (None for scalars, structs and null
    pointers). ``warnings`` (list of str, as ``xlane run`` prints them), ``printf`` (the
    device printf output), ``waves``, ``instructions`` (executed, all waves), ``elapsed_s``.
    """

    def __init__(self, undefined, warnings, printf, waves, instructions, elapsed_s):
        self.undefined = undefined
        self.warnings = warnings
        self.printf = printf
        self.waves = waves
        self.instructions = instructions
        self.elapsed_s = elapsed_s

    def __repr__(self):
        return (f"xlane.Launch(waves={self.waves}, instructions={self.instructions}, "
                f"warnings={len(self.warnings)}, elapsed_s={self.elapsed_s:.6f})")


def _dims(v, what):
    """An int or a tuple of 1 to 3 positive ints, as 3 ints."""
    if isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)):
        v = (v,)
    if not isinstance(v, (tuple, list)) or not 1 <= len(v) <= 3:
        raise _error("malformed", f"`{what}` is {v!r}: give an int or a tuple of 1 to 3 ints",
                     f"e.g. {what}=4 or {what}=(4, 2)")
    out = []
    for x in v:
        if not isinstance(x, (int, np.integer)) or isinstance(x, (bool, np.bool_)) or not 1 <= int(x) < 2**32:
            raise _error("malformed", f"`{what}` is {tuple(v)!r}: each dimension is a positive int below 2^32")
        out.append(int(x))
    return tuple(out + [1] * (3 - len(out)))


def _buffer(i, a):
    """A numpy array as the bytes the native side reads and writes: the array itself viewed
    as bytes when it is contiguous and writeable (the run writes into it directly), else a
    contiguous copy, copied back after the run."""
    if a.dtype.hasobject:
        raise _error("type", f"argument {i}: an array of Python objects has no bytes to pass",
                     "pass an array of a numeric dtype")
    if a.flags.c_contiguous and a.flags.writeable:
        return a.reshape(-1).view(np.uint8), None
    c = np.ascontiguousarray(a).copy()
    return c.reshape(-1).view(np.uint8), c


def _aliases(passed, copies):
    """Arrays that share memory are one buffer on the device too: an array lying inside
    another argument's memory becomes a pointer into that argument's buffer, (owner index,
    byte offset); the owner is the widest such array (the first among equals). Arrays that
    overlap without one holding the other are refused."""
    spans = [(i, v.__array_interface__["data"][0], v.nbytes) for i, (v, c) in enumerate(zip(passed, copies))
             if isinstance(v, np.ndarray) and c is None and v.nbytes]
    aliases = [None] * len(passed)
    for i, start, n in spans:
        for j, s, m in spans:
            if j == i or start + n <= s or s + m <= start:
                continue
            if not (s <= start and start + n <= s + m) and not (start <= s and s + m <= start + n):
                raise _error("malformed", f"arguments {j} and {i} overlap in memory without one holding the other",
                             "pass one array and compute the other pointer in the kernel")
            holds_i = s <= start and start + n <= s + m and (m > n or j < i)
            if holds_i and (aliases[i] is None or m > dict((k, w) for k, _, w in spans)[aliases[i][0]]):
                aliases[i] = (j, start - s)
    # an owner is itself no alias: follow chains to the outermost array
    for i, a in enumerate(aliases):
        while a is not None and aliases[a[0]] is not None:
            a = (aliases[a[0]][0], a[1] + aliases[a[0]][1])
        aliases[i] = a
    return aliases


def _undefined_mask(a, undef):
    """The per-element mask from the per-byte one: an element is undefined when any of its
    bytes is."""
    if undef is None or a.itemsize == 0:
        return np.zeros(a.shape, dtype=bool)
    return undef.reshape(-1, a.itemsize).any(axis=1).reshape(a.shape)


def _approx_names(allow_approx):
    if isinstance(allow_approx, str):
        return [n for n in allow_approx.split(",") if n]
    return [str(n) for n in allow_approx]


def run(module, *, kernel, target, grid=1, block=1, args=(), wave=None, shared_bytes=0, strict=False,
        allow_approx=(), parallel=None, cuda_path=None, clang_args=(), time_limit=None):
    """Run ``kernel`` of ``module`` (a .ll, .hip or .cu path) on ``target`` and return a Launch.

    ``args`` has one entry per kernel parameter: a numpy array for a pointer (updated in
    place), a number for a scalar (converted to the parameter's type; a value that does not
    fit raises ``xlane.Error`` of kind ``"type"``), None for a null pointer, a tuple for a
    by-value struct. Errors raise ``xlane.Error``; warnings also go to ``warnings.warn``.
    """
    try:
        path = os.fspath(module)
    except TypeError:
        raise _error("type", f"module is {type(module).__name__}: give the path of a .ll, .hip or .cu file") from None
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    if not isinstance(kernel, str) or not isinstance(target, str):
        raise _error("type", "`kernel` and `target` are strings", 'e.g. kernel="reduce", target="gfx942"')
    grid3, block3 = _dims(grid, "grid"), _dims(block, "block")
    if not isinstance(shared_bytes, (int, np.integer)) or not 0 <= int(shared_bytes) < 2**32:
        raise _error("malformed", f"shared_bytes {shared_bytes!r}: give a byte count from 0 to 2^32 - 1")
    if wave is not None and wave not in (32, 64):
        raise _error("bad-wave", f"wave {wave!r}: a wave has 32 or 64 lanes")
    if time_limit is not None:
        time_limit = float(time_limit)
    if parallel not in (None, True, False):
        raise _error("malformed", f"parallel {parallel!r}: give None (the default schedule), True or False")
    if isinstance(clang_args, str):
        clang_args = clang_args.split()
    args = tuple(args)
    passed, copies = [], []
    for i, a in enumerate(args):
        if isinstance(a, np.ndarray):
            view, copy = _buffer(i, a)
            passed.append(view)
            copies.append(copy)
            continue
        if isinstance(a, np.generic):
            a = a.item()
        passed.append(a)
        copies.append(None)
    aliases = _aliases(passed, copies)
    undef, warns, printf, waves, instructions, elapsed = _native.run(
        path, kernel, target, grid3, block3, passed, aliases, None if wave is None else int(wave), int(shared_bytes),
        bool(strict), _approx_names(allow_approx), True if parallel is None else bool(parallel), None if cuda_path is None else os.fspath(cuda_path),
        [str(c) for c in clang_args], time_limit)
    # an alias's undefined bytes are its part of its owner's
    undef = [undef[al[0]][al[1]:al[1] + args[i].nbytes] if al is not None and undef[al[0]] is not None else u
             for i, (al, u) in enumerate(zip(aliases, undef))]
    undefined = []
    for a, copy, u in zip(args, copies, undef):
        if not isinstance(a, np.ndarray):
            undefined.append(None)
            continue
        if copy is not None and a.flags.writeable:
            a[...] = copy.reshape(a.shape)
        undefined.append(_undefined_mask(a, u))
    for w in warns:
        _warnings.warn(w, RunWarning, stacklevel=2)
    return Launch(undefined, list(warns), printf, waves, instructions, elapsed)


def _lanes(dtype, bits):
    """Per-lane bit patterns as an array of the variable's type."""
    b = np.array(bits, dtype=np.uint64)
    if dtype == "bool":
        return b.astype(bool)
    if dtype == "bfloat16":  # numpy has no bfloat16: the same value as float32, exactly
        return (b.astype(np.uint32) << np.uint32(16)).view(np.float32)
    dt = np.dtype(dtype)
    return b.astype(f"<u{dt.itemsize}").view(dt)


def eval(snippet, *, target, wave=None, exec=None):
    """Run a snippet (``xlane eval``'s language) on one wave: {variable: MaskedArray of the
    wave's lanes}, masked where the lane holds no defined value (undefined, or the lane did
    not run the declaration). ``exec`` is the mask of lanes that run (default: all)."""
    if exec is not None:
        if not isinstance(exec, (int, np.integer)) or isinstance(exec, bool) or not 0 <= int(exec) < 2**64:
            raise _error("malformed", f"exec {exec!r} is not a lane mask", "give an int from 0 to 2^64 - 1, e.g. 0xffff")
        exec = int(exec)
    out = {}
    for name, dtype, bits, missing in _native.eval(snippet, target, wave, exec):
        out[name] = np.ma.MaskedArray(_lanes(dtype, bits), mask=np.array(missing, dtype=bool))
    return out


def explain(call, *, target, wave=None):
    """The text ``xlane explain --target TARGET CALL`` prints: where each lane's value comes
    from, and why."""
    return _native.explain(call, target, wave)


from . import triton  # noqa: E402  (the submodule imports Triton only when it runs)
