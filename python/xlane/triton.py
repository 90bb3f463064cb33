"""xlane.triton: run a ``@triton.jit`` function on the CPU, lane-exactly, for an NVIDIA or AMD
target, with no GPU.

    launch = xlane.triton.run(add_kernel, grid, x, y, out, n, target="gfx942", BLOCK=256)

The user's installed Triton compiles the function with its own back end (the stages
ttir -> ttgir -> llir, stopping before ptxas and the AMD code generator); ``xlane.run`` runs the
LLVM IR Triton produced. numpy arrays are pointer arguments (updated in place), ints and floats
scalars, keyword arguments the ``tl.constexpr`` parameters. A program is one block of
``num_warps`` warps; Triton's hidden trailing parameters (global and profile scratch) and its
shared-memory size come from the compiled metadata.
"""

import os
import tempfile

import numpy as np

from ._errors import error as _error

# numpy dtypes as Triton's signature names them
_POINTEE = {
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8",
    np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64",
    np.dtype(np.uint8): "u8",
    np.dtype(np.uint16): "u16",
    np.dtype(np.uint32): "u32",
    np.dtype(np.uint64): "u64",
    np.dtype(np.float16): "fp16",
    np.dtype(np.float32): "fp32",
    np.dtype(np.float64): "fp64",
}

# Triton modules compiled in this process: (function, signature, constants, target, warps) -> (ll, meta)
_compiled = {}


def _import_triton():
    try:
        import triton  # noqa: F401
    except ImportError as e:
        raise ImportError("xlane.triton needs the `triton` package (pip install triton); it is not installed") from e
    return triton


def _scalar_type(v):
    """Triton's signature type of a scalar argument."""
    from triton.runtime.jit import mangle_type
    if isinstance(v, np.generic):
        if isinstance(v, np.bool_):
            return "u1"
        if v.dtype in _POINTEE:
            return _POINTEE[v.dtype]
        raise _error("type", f"a numpy {v.dtype} scalar is not a Triton argument")
    return mangle_type(v)


def _gpu_target(target, wave):
    from triton.backends.compiler import GPUTarget
    if target.startswith("sm_"):
        digits = target[3:].rstrip("abf")
        if not digits.isdigit():
            raise _error("unknown-target", f"`{target}` is not an NVIDIA target", "e.g. sm_90")
        return GPUTarget("cuda", int(digits), 32)
    if target.startswith("gfx"):
        return GPUTarget("hip", target, wave)
    raise _error("unknown-target", f"`{target}` is not a target Triton compiles for", 'e.g. "sm_90", "gfx942" or "gfx1100"')


def _bind(fn, args, kwargs):
    """Each parameter's value by name: positional arguments go to the runtime parameters (or
    to all parameters when they cover the constexprs too), keywords to any; constexprs not
    given take their defaults."""
    params = fn.params
    runtime = [p for p in params if not p.is_constexpr]
    names = [p.name for p in (runtime if len(args) <= len(runtime) else params)]
    if len(args) > len(names):
        raise TypeError(f"{fn.__name__} takes {len(params)} arguments, {len(args)} given")
    values = dict(zip(names, args))
    for k, v in kwargs.items():
        if k not in fn.arg_names:
            raise TypeError(f"{fn.__name__} has no parameter `{k}`")
        if k in values:
            raise TypeError(f"{fn.__name__}: `{k}` given twice")
        values[k] = v
    for p in params:
        if p.name not in values:
            if p.has_default:
                values[p.name] = p.default
            else:
                raise TypeError(f"{fn.__name__}: missing argument `{p.name}`")
    return values


def _compile(fn, signature, constants, attrs, target, warps):
    """Triton's LLVM IR of `fn` for `target` and its metadata (``shared``, ``name``,
    ``warp_size``, scratch sizes), from the backend's own stages, stopping after llir."""
    from triton.compiler.compiler import ASTSource, make_backend
    from triton._C.libtriton import ir
    src = ASTSource(fn, signature, constants, attrs)
    backend = make_backend(target)
    opts = backend.parse_options({"num_warps": warps})
    ctx = ir.context()
    ir.load_dialects(ctx)
    backend.load_dialects(ctx)
    mod = src.make_ir(target, opts, backend.get_codegen_implementation(opts), backend.get_module_map(), ctx)
    stages = {}
    backend.add_stages(stages, opts, src.language)
    meta = {"target": target, **opts.__dict__}
    for name in ("ttir", "ttgir", "llir"):
        mod = stages[name](mod, meta)
    return str(mod), meta


def _grid(grid, values):
    if callable(grid):
        grid = grid(values)
    if isinstance(grid, (int, np.integer)):
        grid = (int(grid),)
    return tuple(int(g) for g in grid)


def run(fn, grid, *args, target, num_warps=4, **constexprs):
    """Compile ``fn`` (a ``@triton.jit`` function) for ``target`` and run it on ``grid``
    programs (an int, a tuple, or a function of the arguments and constexprs as Triton's
    ``kernel[grid]`` takes); returns an ``xlane.Launch``."""
    _import_triton()
    import xlane
    if not hasattr(fn, "params") or not hasattr(fn, "arg_names"):
        raise TypeError(f"{fn!r} is not a @triton.jit function")
    wave = xlane._native.default_wave(target)
    gpu = _gpu_target(target, wave)
    values = _bind(fn, args, constexprs)
    buffer_ops = gpu.backend == "hip" and os.environ.get("AMDGCN_USE_BUFFER_OPS", "1") != "0"
    signature, constants, attrs, runtime = {}, {}, {}, []
    for p in fn.params:
        v = values[p.name]
        if p.is_constexpr or v is None:
            constants[p.name] = v
            if not p.is_constexpr:
                signature[p.name] = "constexpr"
            continue
        if isinstance(v, np.ndarray):
            if v.dtype not in _POINTEE:
                raise _error("type", f"argument `{p.name}`: Triton takes no pointer to {v.dtype}")
            signature[p.name] = "*" + _POINTEE[v.dtype]
            # as Triton's launcher specialises a call: 16-byte aligned tensors (xlane's buffers
            # are), and on AMD with buffer ops tensors of less than 2 GiB
            spec = [["tt.divisibility", 16]]
            if buffer_ops and v.nbytes < 2**31:
                spec.append(["tt.pointer_range", 32])
            attrs[(p.num,)] = spec
        else:
            signature[p.name] = _scalar_type(v)
        runtime.append(v)
    key = (fn.cache_key, tuple(sorted(signature.items())), repr(sorted(constants.items(), key=lambda kv: kv[0])),
           repr(sorted(attrs.items())), target, num_warps, buffer_ops)
    if key not in _compiled:
        _compiled[key] = _compile(fn, signature, constants, attrs, gpu, num_warps)
    ll, meta = _compiled[key]
    kernel = meta.get("name", fn.__name__)
    warp = int(meta.get("warp_size", gpu.warp_size))
    programs = _grid(grid, values)
    nprograms = int(np.prod(programs))
    fd, path = tempfile.mkstemp(prefix=f"xlane-triton-{kernel}-", suffix=f".{target}.ll")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(ll)
        hidden = len(xlane._native.kernel_params(path, kernel, target)) - len(runtime)
        # Triton 3.x appends the global scratch and the profile scratch pointers, in that order:
        # a buffer of the per-program size for every program, or null where the size is 0
        scratch = [meta.get("global_scratch_size", 0), meta.get("profile_scratch_size", 0)]
        extra = [np.zeros(s * nprograms, dtype=np.uint8) if s else None for s in scratch[:hidden]]
        extra += [None] * (hidden - len(extra))
        return xlane.run(path, kernel=kernel, target=target, grid=programs, block=meta.get("num_warps", num_warps) * warp,
                         wave=warp, args=tuple(runtime) + tuple(extra), shared_bytes=meta.get("shared", 0) or 0)
    finally:
        os.unlink(path)
