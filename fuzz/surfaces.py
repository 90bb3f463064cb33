"""Every input a user gives the `xlane` binary, as mutated command lines (used by blackbox.py).

`blackbox.py` alone mutated `.ll` modules and launch specs for `xlane run`. This module adds the
other surfaces: a *case* is an argv (after `xlane`), the files it names (written into the run's
scratch folder) and, sometimes, standard input. Each surface builds mostly-valid cases from the
CLI's grammar (`xlane --help`, docs/cli.md) and the repository's own examples (every `$ xlane …`
line of the docs, the snippets of the CLI tests, the assembly of tests/asm, the conformance
vectors, the kernel sources), then mutates them: tokens, numbers at the edges, identifiers
swapped for other builtins, nesting, very long and odd strings.

    surface    what it runs
    run        a mutated launch spec and its `.ll` module (blackbox.py's original mutator)
    run_ll     a `.ll` kernel with `--kernel/--grid/--block/--args` (also `--args @file`)
    run_src    a mutated `.cu`/`.hip` kernel of tests/kernels (spawns clang-22: kept rare)
    eval       `eval` snippets with --target/--wave/--exec/--policy/--hex/--svg, `@file` and `-`
    explain    `explain` calls and AMDGPU asm lines
    lower      `lower` with --emit llvm|asm|ptx, --type, --model
    synth      `synth` specs with --width/--type/--result/--emit and a short --budget-secs
    avail      `avail` names (builtins, LLVM intrinsics, mutated), `targets`, --vendor/--target
    codec      `dpp|dpp8|swizzle|permlane encode|decode`
    conform    mutated conformance vector lines as `.jsonl` (and `.jsonl.gz`, sometimes corrupt)
    misc       `man`, `completions`, `help`, `gallery` into the scratch folder
    argv       any subcommand with any flags and odd values (empty, huge, negative, unicode, long)

Every choice comes from the `random.Random` it is given, so a case is a function of the seed.
"""
import glob
import gzip
import json
import os
import re
import shlex

SUBCOMMANDS = ["conform", "eval", "explain", "avail", "targets", "dpp", "dpp8", "swizzle", "permlane", "run",
               "lower", "synth", "man", "completions", "help"]
CODECS = ["dpp", "dpp8", "swizzle", "permlane"]
CONTROLS = ["row_shr:3", "row_shl:1", "row_ror:15", "row_mirror", "row_half_mirror", "quad_perm:[1,0,3,2]",
            "row_share:15", "row_newbcast:3", "row_bcast:15", "row_bcast:31", "wave_ror:1", "wave_shl:1",
            "wave_shr:1", "wave_rol:1", "row_xmask:5", "[7,6,5,4,3,2,1,0]", "dpp8:[7,6,5,4,3,2,1,0]",
            "swizzle(SWAP,1)", "swizzle(SWAP,16)", 'swizzle(BITMASK_PERM,"01pi0")', "swizzle(QDMode,0,1,2,3)",
            "swizzle(BROADCAST,8,3)", "swizzle(REVERSE,8)", "swizzle(ROTATE,0,3)", "swizzle(FFT,5)",
            "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0]", "0x87654321 0x0fedcba9", "0x113", "0x41f", "0xb1",
            "0x150", "0x142", "0x053977", "offset:0x8000"]
SYNTH_OPS = ["add", "min", "max", "and", "or", "xor", "mul", "umin", "umax", "fadd", "sub", "nand"]
TYPES = ["i32", "u32", "i64", "u64", "f32", "f64", "i16", "u8", "f16", "bf16", "i1", "int", "T", ""]
EMITS = ["llvm", "asm", "ptx", "hip", "cuda", "", "LLVM", "sass"]
# Odd argument values: edges of every integer width, floats, signs, empty, unicode, control-free binary.
ODD = ["", " ", "0", "-0", "1", "-1", "2", "3", "31", "32", "33", "63", "64", "65", "128", "1024", "65536",
       "2147483647", "2147483648", "-2147483648", "4294967295", "4294967296", "9223372036854775807",
       "9223372036854775808", "-9223372036854775808", "18446744073709551615", "18446744073709551616",
       "340282366920938463463374607431768211456", "0x", "0x0", "0xffffffff", "0xffffffffffffffff",
       "0x1ffffffffffffffff", "0b101", "0o17", "1e9", "1.5", "nan", "inf", "-inf", "+5", "00000000000000000001",
       "1,2,3", "4,2,1", "0,0,0", "1,1,1,1", ",", "1,,1", "@", "@/", "@nonexistent", "-", "--", "\u00e9",
       "\u202e", "\U0001F600", "\u0661\u0662", "\uff11", "a" * 5000, "9" * 400, "(" * 3000, "[" * 3000,
       "\t\n", "%s%n", "../../../../etc/passwd", "/dev/zero", "/dev/null", "/proc/self/mem", "CON",
       "lane", "v", "all", "none", "gfx942", "sm_90",
       "\udcff\udcfe\udc80"]  # the last: bytes that are not UTF-8 (surrogateescape: passed as raw bytes)
OPS = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&&", "||", "==", "!=", "<", "<=", ">", ">=", "?", ":",
       "~", "!", "=", "+=", "<<=", "++", "--", ";", ",", "(", ")", "{", "}", "[", "]", "&", "->", ".", "::"]
KEYWORDS = ["int", "unsigned", "float", "double", "long", "bool", "auto", "char", "short", "half", "__half",
            "if", "else", "for", "while", "do", "return", "break", "continue", "switch", "case", "sizeof", "true",
            "false", "lane", "v", "old", "mask", "width", "laneid", "threadIdx.x", "warpSize", "__syncwarp()"]
NUMBERS = ["0", "1", "-1", "2", "3", "15", "16", "31", "32", "63", "64", "65", "0xf", "0x111", "0x142", "0x1ff",
           "0xffffffff", "0xffffffffffffffff", "~0u", "2147483647", "-2147483648", "4294967296",
           "18446744073709551615", "99999999999999999999999", "1.5", "0.1f", "1e308", "1e-320", "-0.0", "'a'",
           "1u", "1ul", "1ll", "0b11", "010", "0x1p3", "1e", "0x", "1.f"]
SNIPPET_FILES = ["cli_eval.rs", "cli_snippet.rs", "cli_amd.rs", "eval_wwm.rs", "lower_snippets.rs", "lower.rs",
                 "cli_explain.rs", "explain_asm.rs", "new_user.rs", "new_user_24.rs", "issue13.rs", "cli_robust.rs"]
IDENT = re.compile(r"[A-Za-z_][A-Za-z_0-9.]*")
NUM = re.compile(r"-?\b(0x[0-9a-fA-F]+|\d+(\.\d+)?)\b")


class Grammar:
    """What the cases are built from: read once from the repository and the binary."""

    def __init__(self, repo, targets, builtins, intrinsics, signatures=None):
        self.targets = targets or ["gfx942", "gfx1100", "sm_90"]
        # name -> [(return type, [(param type, param name)], [type names for T], [targets])], from `xlane avail NAME`
        self.signatures = signatures or {}
        self.builtins = builtins or ["__builtin_amdgcn_update_dpp", "__shfl_xor_sync"]
        self.intrinsics = intrinsics
        self.commands = []       # argv lists of the docs' `$ xlane …` lines (not `run`, not `serve`)
        self.snippets = []       # eval/lower snippets
        self.calls = []          # explain calls
        self.asm = []            # AMDGPU asm lines (explain takes them)
        self.vectors = []        # conformance vector lines
        self.sources = []        # .cu/.hip kernels of tests/kernels
        self.lls = []            # (launch spec path, its .ll module) for run_ll
        docs = sorted(glob.glob(os.path.join(repo, "docs", "*.md"))) + [os.path.join(repo, "README.md")]
        for path in docs:
            for line in _read(path).splitlines():
                line = line.strip()
                if not line.startswith("$ xlane "):
                    continue
                try:
                    argv = shlex.split(line[len("$ xlane "):])
                except ValueError:
                    continue
                if argv and argv[0] not in ("serve", "run", "gallery"):
                    self.commands.append(argv)
        for argv in self.commands:
            text = argv[-1]
            if "eval" in argv or "lower" in argv:
                self.snippets.append(text)
            elif "explain" in argv and not text.startswith("@"):
                self.calls.append(text)
        tests = os.path.join(repo, "crates", "xlane-cli", "tests", "all")
        for name in SNIPPET_FILES:
            for s in re.findall(r'"((?:[^"\\]|\\.)*)"', _read(os.path.join(tests, name))):
                s = s.replace('\\"', '"').replace("\\\\", "\\")
                if "(" in s and ("__" in s or "lane" in s) and len(s) < 2000 and "\\n" not in s:
                    (self.snippets if ";" in s else self.calls).append(s)
        for path in sorted(glob.glob(os.path.join(repo, "tests", "asm", "*.s"))):
            for line in _read(path).splitlines():
                line = line.strip()
                if re.match(r"(v_|ds_|s_)\w+", line) and ("dpp" in line or "swizzle" in line or "permlane" in line
                                                            or "bpermute" in line or "readlane" in line):
                    self.asm.append(line.split(";")[0].strip())
        self.asm = sorted(set(self.asm))
        for path in sorted(glob.glob(os.path.join(repo, "vectors", "*", "*.jsonl.gz"))):
            try:
                with gzip.open(path, "rt") as f:
                    for k, line in enumerate(f):
                        if k >= 25:
                            break
                        if len(line) < 20000:
                            self.vectors.append(line.rstrip("\n"))
            except OSError:
                pass
        kernels = os.path.join(repo, "tests", "kernels")
        for path in sorted(glob.glob(os.path.join(kernels, "*", "*.cu")) + glob.glob(os.path.join(kernels, "*", "*.hip"))):
            if os.path.getsize(path) < 65536:
                self.sources.append(path)
        for path in sorted(glob.glob(os.path.join(kernels, "*", "*.spec.json"))):
            try:
                spec = json.load(open(path))
                module = os.path.join(os.path.dirname(path), spec["module"])
            except (OSError, ValueError, KeyError, TypeError):
                continue
            if module.endswith(".ll") and os.path.isfile(module) and os.path.getsize(module) < 1 << 18:
                self.lls.append((path, module))
        self.snippets = sorted(set(self.snippets)) or ["int v = lane;"]
        self.calls = sorted(set(self.calls)) or ["__shfl_xor_sync(0xffffffff, v, 1, 32)"]


SIG = re.compile(r"^  (.+?) ([\w.$]+)\((.*)\)$")


def parse_avail(text):
    """The signatures `xlane avail NAME` prints: [(ret, [(type, name)], [T types], [targets])]."""
    out = []
    for line in text.splitlines():
        m = SIG.match(line)
        if m and not line.startswith("  available"):
            params = []
            for p in [x.strip() for x in m.group(3).split(",") if x.strip()]:
                words = p.split()
                params.append((" ".join(words[:-1]) if len(words) > 1 else p, words[-1]))
            out.append([m.group(1), params, [], []])
        elif out and line.startswith("  T: "):
            out[-1][2] = line[5:].split("(")[0].split()
        elif out and line.startswith("  available on: "):
            out[-1][3] = [w for w in re.split(r"[ ·]+", line[16:]) if w and not w.startswith("(")]
    return out


C_TYPES = {"i32": "int", "u32": "unsigned", "i64": "long", "u64": "unsigned long", "f32": "float", "f64": "double",
           "f16": "_Float16", "bool": "bool", "i16": "short", "u16": "unsigned short", "i8": "char"}


def call_from_signature(r, g):
    """A call of a registry builtin with its arity and argument kinds, on a target that has it:
    (target, snippet). Most arguments are plausible (lane values, masks, legal-looking constants),
    some are edge values."""
    name = r.choice(sorted(g.signatures))
    ret, params, tys, targets = r.choice(g.signatures[name])
    ty = r.choice(tys) if tys else "i32"
    args = []
    for pty, pname in params:
        x = r.random()
        if x < 0.1:
            args.append(r.choice(NUMBERS))
        elif "mask" in pname:
            args.append(r.choice(["0xffffffff", "~0ull", "0xffff", "__activemask()", "0x5555555555555555", "0"]))
        elif "const" in pty or pname in ("width", "offset", "delta", "lane_delta", "srcLane", "lane", "sel", "ctrl"):
            args.append(r.choice(["0", "1", "2", "3", "4", "8", "15", "16", "31", "32", "0xf", "0x111", "0x1b",
                                  "0x41f", "false", "true", "63", "64", "-1"]))
        elif "*" in pty or "ptr" in pty:
            args.append(r.choice(["&v", "&w", "p", "0"]))
        else:
            args.append(r.choice(["v", "lane", "w", "lane * 3", "(v + 1)", "lane & 1", "0.5f * lane", "v ^ lane"]))
    pre = f"{C_TYPES.get(ty, 'int')} v = lane * 7 + 1; {C_TYPES.get(ty, 'int')} w = lane; "
    lhs = "" if ret == "void" else "auto r = "
    text = f"{pre}{lhs}{name}({', '.join(args)});"
    t = r.choice(targets) if targets and r.random() < 0.9 else r.choice(g.targets)
    return t, text


def _read(path):
    try:
        return open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return ""


def mutate_text(text, r, g, rounds=None):
    """A C-like or assembler text, mutated at the token level (and sometimes grown wildly)."""
    for _ in range(rounds or r.randint(1, 4)):
        k = r.randrange(14)
        pos = r.randrange(len(text) + 1)
        if k == 0 and text:
            end = min(len(text), pos + r.randint(1, 12))
            text = text[:pos] + text[end:]
        elif k == 1:
            text = text[:pos] + r.choice(OPS) + text[pos:]
        elif k == 2:
            text = text[:pos] + " " + r.choice(KEYWORDS) + " " + text[pos:]
        elif k in (3, 4):
            nums = list(NUM.finditer(text))
            if nums:
                m = r.choice(nums)
                text = text[:m.start()] + r.choice(NUMBERS + ODD[:30]) + text[m.end():]
        elif k == 5:
            ids = list(IDENT.finditer(text))
            if ids:
                m = r.choice(ids)
                text = text[:m.start()] + r.choice(g.builtins + KEYWORDS) + text[m.end():]
        elif k == 6:
            # a call gets one argument more or fewer
            m = re.search(r"\(([^()]*)\)", text[pos:]) or re.search(r"\(([^()]*)\)", text)
            if m:
                args = [a for a in m.group(1).split(",") if a.strip()]
                if args and r.random() < 0.5:
                    args.pop(r.randrange(len(args)))
                else:
                    args.insert(r.randrange(len(args) + 1), r.choice(NUMBERS + ["lane", "v", "&v", "(v)"]))
                text = text.replace(m.group(0), "(" + ",".join(args) + ")", 1)
        elif k == 7:
            # deep nesting: parentheses, unary operators, blocks, calls
            n = r.choice([10, 100, 1000, 5000, 20000])
            shape = r.randrange(5)
            if shape == 0:
                text = text[:pos] + "(" * n + "1" + ")" * n + text[pos:]
            elif shape == 1:
                text = text[:pos] + "-" * n + "1" + text[pos:]
            elif shape == 2:
                text = text[:pos] + "{" * n + "int q = 1;" + "}" * n + text[pos:]
            elif shape == 3:
                text = text[:pos] + "__shfl_xor(" * min(n, 2000) + "v" + ", 1)" * min(n, 2000) + text[pos:]
            else:
                text = text[:pos] + "if (lane) " * min(n, 5000) + "v = 1;" + text[pos:]
        elif k == 8:
            # long: many statements, long identifiers, long literals
            what = r.randrange(4)
            if what == 0:
                text = text + "".join(f" int x{i} = x{max(i - 1, 0)} + lane;" for i in
                                                            range(r.choice([100, 2000])))
            elif what == 1:
                text = text[:pos] + "v" * r.choice([256, 70000]) + text[pos:]
            elif what == 2:
                text = text[:pos] + "9" * r.choice([30, 400, 5000]) + text[pos:]
            else:
                text = text + " for (int i = 0; i < 1000000000; i++) v += __shfl_xor(v, 1);"
        elif k == 9:
            text = text[:pos] + r.choice(["\u00e9", "\u202e", "\U0001F600", "\x7f", "\x01", "\\", "\"", "'", "#",
                                          "//", "/*", "*/", "@", "$", "`", "\u0300", "\ufeff"]) + text[pos:]
        elif k == 10:
            # duplicate a span
            end = min(len(text), pos + r.randint(1, 40))
            text = text[:end] + text[pos:end] + text[end:]
        elif k == 11 and g.snippets:
            # splice with another snippet
            other = r.choice(g.snippets + g.calls)
            text = text[:pos] + other[r.randrange(len(other) + 1):]
        elif k == 12:
            text = text[:pos]
        else:
            text = text[:pos] + r.choice(CONTROLS) + text[pos:]
    return text


def odd(r):
    return r.choice(ODD)


def opt(flag, value):
    """`--flag value`, or `--flag=value` where the value starts with `-` (clap would take it for a flag)."""
    return [f"{flag}={value}"] if value.startswith("-") and flag.startswith("--") else [flag, value]


def target(r, g):
    x = r.random()
    if x < 0.93:
        return r.choice(g.targets)
    if x < 0.97:
        return r.choice(["gfx9999", "sm_", "sm_9999999999", "gfx", "GFX942", "gfx942:xnack+", "gfx942 ", "sm_90a",
                         "sm_100a", "gfx1250", "amdgcn", "nvptx64", "sm_89", "gfx11-generic"])
    return odd(r)


def wave(r):
    return r.choice(["32", "64"]) if r.random() < 0.8 else r.choice(["16", "0", "1", "128", "-32", "4294967328", "x"])


def exec_mask(r):
    return r.choice(["0x0", "0x1", "0xf", "0xff", "0xffff", "0xffffffff", "0xfffffffff", "0xffffffffffffffff",
                     "0x10000000000000000", "0xaaaaaaaaaaaaaaaa", "0x8000000000000000", "18446744073709551615", "1",
                     "-1", "0x", "", "all", "0b1"])


def snippet_arg(text, r, files):
    """The snippet as an argument, a file (`@file`) or standard input (`-`): (argv item, stdin)."""
    x = r.random()
    if x < 0.8:
        return text, None
    if x < 0.9:
        files["snip.c"] = text.encode("utf-8", "surrogatepass")
        return "@snip.c", None
    return "-", text.encode("utf-8", "surrogatepass")


def common_opts(r, g, argv, files, wave_flag="--wave", with_exec=True, with_policy=False):
    if r.random() < 0.97:
        argv += opt(r.choice(["--target", "-t"]), target(r, g))
    if r.random() < 0.35:
        argv += opt(wave_flag if wave_flag.startswith("--") else "--wave", wave(r))
    if with_exec and r.random() < 0.3:
        argv += opt("--exec", exec_mask(r))
    if with_policy and r.random() < 0.15:
        argv += ["--policy", r.choice(["strict", "hardware", "hardware", "auto"])]
    if r.random() < 0.2:
        argv.insert(0, "--json")


def pick_text(r, g, pool):
    """(target or None, text): a repository example, or a builtin called by its signature;
    mutated a little most of the time, not at all sometimes."""
    t = None
    if g.signatures and r.random() < 0.4:
        t, text = call_from_signature(r, g)
    else:
        text = r.choice(pool)
    if r.random() < 0.65:
        text = mutate_text(text, r, g, rounds=r.choice([1, 1, 1, 2, 3]))
    return t, text


def with_target(argv, t):
    """The signature's own target in place of the one common_opts chose (most of the time)."""
    if t:
        for k, a in enumerate(argv[:-1]):
            if a in ("--target", "-t"):
                argv[k + 1] = t
                return
        argv += ["--target", t]


def case_eval(r, g):
    files = {}
    t, text = pick_text(r, g, g.snippets)
    argv = ["eval"]
    common_opts(r, g, argv, files, wave_flag=r.choice(["--wave", "-w"]), with_policy=True)
    if r.random() < 0.9:
        with_target(argv, t)
    if r.random() < 0.1:
        argv.append("--hex")
    if r.random() < 0.05:
        argv += ["--svg", r.choice(["out.svg", "sub/none/out.svg", "", "."])]
    item, stdin = snippet_arg(text, r, files)
    return argv + [item], files, stdin


def case_explain(r, g):
    files = {}
    t, text = pick_text(r, g, g.calls if r.random() < 0.6 or not g.asm else g.asm)
    if t and r.random() < 0.8:
        text = text.split("auto r = ")[-1].split("; ")[-1].rstrip(";")  # the call alone
    if r.random() < 0.05:
        text = "\n".join(r.choice(g.asm or g.calls) for _ in range(r.randint(2, 40)))
    argv = ["explain"]
    common_opts(r, g, argv, files, wave_flag=r.choice(["--wave", "-w"]), with_policy=True)
    if r.random() < 0.9:
        with_target(argv, t)
    if r.random() < 0.05:
        argv += ["--svg", "out.svg"]
    item, stdin = snippet_arg(text, r, files)
    return argv + [item], files, stdin


def case_lower(r, g):
    files = {}
    t, text = pick_text(r, g, g.snippets + g.calls)
    argv = ["lower"]
    common_opts(r, g, argv, files, wave_flag=r.choice(["--wave", "-w"]), with_exec=False)
    if r.random() < 0.9:
        with_target(argv, t)
    if r.random() < 0.5:
        argv += ["--emit", r.choice(["llvm", "asm", "ptx"]) if r.random() < 0.95 else r.choice(EMITS)]
        # llc-22 is spawned for asm/ptx where installed; mostly ask for the model
        if r.random() < 0.8:
            argv.append("--model")
    if r.random() < 0.3:
        argv += ["--type", r.choice(TYPES)]
    item, stdin = snippet_arg(text, r, files)
    return argv + [item], files, stdin


def synth_spec(r):
    k = r.randrange(10)
    n = lambda: r.choice(["0", "1", "2", "3", "5", "16", "31", "32", "33", "63", "64", "65", "-1", "4294967296",
                          "18446744073709551616", "x"])
    if k == 0:
        return ["reverse"]
    if k == 1:
        return ["rotate", n()]
    if k == 2:
        return ["shift", r.choice(["up", "down", "left", ""]), n()] + r.choice([[], ["fill", "own"], ["fill", "zero"],
                                                                             ["fill"], ["fill", "x"]])
    if k == 3:
        return ["xor", n()]
    if k == 4:
        return ["broadcast", n()]
    if k == 5:
        return ["transpose", r.choice(["4x8", "8x8", "2x16", "0x0", "1x64", "64x1", "3x3", "x", "4x", "99999999x9"])]
    if k == 6:
        w = r.choice([2, 4, 8, 16, 32, 64, 3, 0, 65, 1000])
        lanes = [str(r.randrange(-1, w + 2)) for _ in range(w)]
        if r.random() < 0.5:
            lanes = [str(i) for i in range(w)]
            r.shuffle(lanes)
        return ["perm", "[" + ",".join(lanes) + "]"] if r.random() < 0.7 else ["perm"] + lanes
    if k == 7:
        return ["reduce", r.choice(SYNTH_OPS)]
    if k == 8:
        return ["scan", r.choice(SYNTH_OPS), r.choice(["inclusive", "exclusive", "", "both"])]
    return [odd(r)]


def case_synth(r, g):
    argv = ["synth"]
    common_opts(r, g, argv, {}, with_exec=False)
    spec = synth_spec(r)
    if r.random() < 0.2:
        spec = [mutate_text(" ".join(spec), r, g, rounds=1)]
    if r.random() < 0.3:
        argv += opt("--width", r.choice(["1", "2", "4", "8", "16", "32", "64", "3", "0", "128", "-1", "4294967296"]))
    if r.random() < 0.3:
        argv += ["--type", r.choice(TYPES)]
    if r.random() < 0.2:
        argv += ["--result", r.choice(["all", "first", "last", "middle", ""])]
    if r.random() < 0.1:
        argv += ["--assoc", r.choice(["as-found", "strict", ""])]
    if r.random() < 0.3:
        argv += ["--emit", r.choice(["hip", "cuda", "llvm", "asm", "ptx"]) if r.random() < 0.95 else r.choice(EMITS)]
    if r.random() < 0.15:
        argv += ["--objective", r.choice(["instructions", "cycles", "cycles", "x"])]
    if r.random() < 0.05:
        argv += ["--svg", "out.svg"]
    # a short search budget keeps runs quick; sometimes odd budgets
    argv += opt("--budget-secs", r.choice(["1"] * 8 + ["2", "0", "-1", "0.5", "18446744073709551616"])
                if r.random() < 0.97 else "3")
    return argv + (["--"] if any(x.startswith("-") for x in spec) else []) + spec, {}, None


def case_avail(r, g):
    argv = ["avail" if r.random() < 0.85 else "targets"]
    if r.random() < 0.2:
        argv += ["--vendor", r.choice(["amd", "nvidia", "intel", ""])]
    if argv[0] == "avail":
        if r.random() < 0.15:
            argv += [r.choice(["--target", "-t"]), target(r, g)]
        if r.random() < 0.85:
            name = r.choice(g.builtins + g.intrinsics) if g.intrinsics and r.random() < 0.3 else r.choice(g.builtins)
            name = name.lstrip("@")
            if r.random() < 0.5:
                name = mutate_name(name, r)
            argv.append(name)
    if r.random() < 0.3:
        argv.insert(0, "--json")
    return argv, {}, None


def mutate_name(name, r):
    k = r.randrange(7)
    if k == 0:
        return name + r.choice([".i32", ".i64", ".f32", ".v2i32", ".p0", ".", "..", ".i32.i32", "_w32", "_w64"])
    if k == 1:
        return name[:r.randrange(len(name) + 1)]
    if k == 2:
        return name.upper()
    if k == 3:
        return "llvm." + name if not name.startswith("llvm.") else name[5:]
    if k == 4:
        p = r.randrange(len(name) + 1)
        return name[:p] + r.choice(["\u00e9", ".", "_", "*", " ", "%", "\U0001F600"]) + name[p:]
    if k == 5:
        return name * r.choice([2, 50, 1000])
    return "@" + name


def case_codec(r, g):
    tool = r.choice(CODECS)
    if r.random() < 0.5:
        text = r.choice(CONTROLS)
        if r.random() < 0.7:
            text = mutate_text(text, r, g, rounds=r.randint(1, 2))
        argv = [tool, "encode", text]
    else:
        vals = [r.choice(["0x0", "0x1", "0xb1", "0x41f", "0x150", "0x142", "0x053977", "0x87654321", "0x0fedcba9",
                          "0xffffffff", "0xffffffffffffffff", "0x100000000", "-1", "4294967295", "65535", "0x1ff",
                          "0x1ffff", "0xffffff", "0x1000000", "", "0x", "abc", "1e3", "0b1"])
                for _ in range(r.choice([1, 1, 2, 2, 3, 0]))]
        argv = [tool, "decode"] + (["--"] if any(v.startswith("-") for v in vals) else []) + vals
    if r.random() < 0.4:
        argv += [r.choice(["--target", "-t"]), target(r, g)]
    if r.random() < 0.3:
        argv.insert(0, "--json")
    return argv, {}, None


def mutate_json_value(v, r, depth=0):
    """One value of a JSON document replaced by an edge value (recursing into containers)."""
    edges = [0, -1, 1, 2**31, 2**32, 2**53 + 1, 2**63, 2**64, -2**63 - 1, 1e308, -0.0, 0.5, "", "x", "0xffffffff",
             None, True, [], {}, [0] * 3, "nan", "inf"]
    if depth > 6:
        return r.choice(edges)
    if isinstance(v, dict) and v:
        k = r.choice(sorted(v))
        x = r.random()
        if x < 0.15:
            del v[k]
        elif x < 0.25:
            v[k + r.choice(["", "_", "x"])] = r.choice(edges)
        else:
            v[k] = mutate_json_value(v[k], r, depth + 1)
        return v
    if isinstance(v, list) and v:
        x = r.random()
        if x < 0.15:
            del v[r.randrange(len(v))]
        elif x < 0.25:
            v.insert(r.randrange(len(v) + 1), r.choice(v))
        elif x < 0.3:
            return v * r.choice([2, 64])
        else:
            i = r.randrange(len(v))
            v[i] = mutate_json_value(v[i], r, depth + 1)
        return v
    if isinstance(v, str) and r.random() < 0.5:
        return mutate_name(v, r) if v else "x"
    return r.choice(edges)


def case_conform(r, g):
    lines = [r.choice(g.vectors) for _ in range(r.choice([1, 1, 2, 5]))] if g.vectors else ["{}"]
    out = []
    for line in lines:
        x = r.random()
        if x < 0.7:
            try:
                out.append(json.dumps(mutate_json_value(json.loads(line), r)))
            except (ValueError, RecursionError):
                out.append(line)
        elif x < 0.85:
            p = r.randrange(len(line) + 1)
            out.append(line[:p] + r.choice(OPS + ["\"", "\\", "\u00e9", "[" * 2000, "1e999"]) + line[p:])
        else:
            out.append(line)
    data = ("\n".join(out) + "\n").encode("utf-8", "surrogatepass")
    files, argv = {}, ["conform"]
    x = r.random()
    if x < 0.75:
        files["v.jsonl"] = data
        argv.append("v.jsonl")
    elif x < 0.9:
        files["v.jsonl.gz"] = gzip.compress(data)
        argv.append("v.jsonl.gz")
    else:
        z = bytearray(gzip.compress(data))
        if z:
            z[r.randrange(len(z))] ^= 1 << r.randrange(8)
        files["v.jsonl.gz"] = bytes(z[:r.randrange(len(z) + 1)] if r.random() < 0.5 else z)
        argv.append("v.jsonl.gz")
    if r.random() < 0.2:
        files["meta.json"] = json.dumps(r.choice([{"policy": "hardware"}, {"policy": "strict"}, {"policy": 3},
                                                  [], {"policy": "x"}])).encode()
    if r.random() < 0.2:
        argv += ["--policy", r.choice(["auto", "strict", "hardware"])]
    if r.random() < 0.15:
        argv += opt("--show", r.choice(["0", "1", "-1", "18446744073709551616", "x"]))
    if r.random() < 0.05:
        argv.append(r.choice(["missing.jsonl", "meta.json", ".", "v.txt"]))
    if r.random() < 0.3:
        argv.insert(0, "--json")
    return argv, files, None


ARGS_VALUES = [  # for CUDA/HIP kernels run without a spec
    [{"buffer": "i32", "len": 64, "fill": "iota"}, {"buffer": "i32", "len": 64}],
    [{"buffer": "u32", "len": 256}, {"scalar": "u32", "value": 7}],
    [{"buffer": "f32", "len": 64, "fill": 1.5}, {"buffer": "f32", "len": 64}, {"scalar": "i32", "value": 64}],
]


def case_run_ll(r, g):
    """A launch spec of the corpus given as flags: `run k.ll --kernel --target --grid --block
    --args …` (the args inline or `@file`), then some flags changed or added."""
    spec_path, module = r.choice(g.lls)
    spec = json.load(open(spec_path))
    files = {"k.ll": open(module, "rb").read()}
    argv = ["run", "k.ll", "--quiet", "--time-limit", "5", "--kernel", spec.get("kernel", "k")]
    if r.random() < 0.05:
        argv[-1] = odd(r)
    for key, flag in (("target", "--target"), ("wave", "--wave"), ("grid", "--grid"), ("block", "--block"),
                      ("shared_bytes", "--shared-bytes")):
        if key in spec and r.random() < 0.97:
            v = spec[key]
            argv += opt(flag, ",".join(map(str, v)) if isinstance(v, list) else str(v))
    args = spec.get("args", [])
    if r.random() < 0.3:
        args = mutate_json_value(json.loads(json.dumps(args)), r)
    x = r.random()
    if x < 0.55:
        argv += ["--args", json.dumps(args)]
    elif x < 0.85:
        # --args @file: the array, or values one per line / separated by spaces
        body = json.dumps(args) if r.random() < 0.6 else r.choice(["1 2 3", "1\n2\n3\n", "", "\n\n", "[", "x y",
                                                                   "18446744073709551616", "1.5 -0", "\"a\"", "[]"])
        files["args.txt"] = body.encode()
        argv += ["--args", r.choice(["@args.txt"] * 6 + ["@", "@missing", "@.", "@/dev/null"])]
    elif x < 0.95:
        argv += opt("--args", odd(r))
    for flag, vals in [("--grid", ["1", "2", "4,2,1", "0", "65536,65536,65536", "1,1,1,1", "-1", "x"]),
                       ("--block", ["64", "32", "256", "16,16", "1024", "1025", "0", "4294967296", "64,1,1,1"]),
                       ("--wave", ["32", "64", "16", "0"]), ("--target", g.targets),
                       ("--shared-bytes", ["0", "1024", "65536", "4294967296", "-1"]),
                       ("--steps", ["0", "1", "1000", "18446744073709551615", "-1"]),
                       ("--jobs", ["1", "2", "0", "100000", "-1"]),
                       ("--tier", ["jit", "interp", "x"]), ("--schedule", ["sequential", "parallel", "x"]),
                       ("--check", ["all", "none", "race,sync", "unsupported", "init,poison", "x", ""]),
                       ("--allow-approx", ["all", "ex2.approx.f32", ""]),
                       ("--watch", ["k.ll:1", "k.ll:99999", "x", ":", "k.ll:-1"]),
                       ("--watch-block", ["0", "1,0,0", "x"]), ("--watch-limit", ["0", "1", "-1"]),
                       ("--out", ["outdir", "", "/dev/null/x"])]:
        if r.random() < 0.06:
            argv += opt(flag, r.choice(vals))
    for flag in ("--strict", "--printf-prefix", "--json", "--check"):
        if r.random() < 0.08:
            argv.append(flag)
    if r.random() < 0.3:
        text = files["k.ll"].decode("utf-8", "replace").split("\n")
        for _ in range(r.randint(1, 3)):
            i = r.randrange(len(text))
            text[i] = mutate_text(text[i], r, g, rounds=1)
        files["k.ll"] = "\n".join(text).encode("utf-8", "surrogatepass")
    return argv, files, None


def case_run_src(r, g):
    """A mutated CUDA/HIP kernel given to `xlane run` (clang-22 compiles it: slow, keep rare)."""
    path = r.choice(g.sources)
    ext = os.path.splitext(path)[1]
    text = _read(path)
    lines = text.split("\n")
    for _ in range(r.randint(0, 3)):
        i = r.randrange(len(lines))
        lines[i] = mutate_text(lines[i], r, g, rounds=1)
    files = {"k" + ext: "\n".join(lines).encode("utf-8", "surrogatepass")}
    names = re.findall(r"__global__\s+(?:__launch_bounds__\([^)]*\)\s*)?void\s+(\w+)", text) or ["k"]
    argv = ["run", "k" + ext, "--quiet", "--time-limit", "5", "--kernel", r.choice(names),
            "--target", r.choice(["gfx942", "gfx1100", "gfx90a"] if ext == ".hip" else ["sm_90", "sm_80", "sm_70"]),
            "--block", r.choice(["64", "32", "256"]), "--args", json.dumps(r.choice(ARGS_VALUES))]
    if r.random() < 0.2:
        argv += ["--", r.choice(["-DN=64", "-O1", "-I", "-Dx=(", "-O3"])]
    return argv, files, None


def case_misc(r, g):
    k = r.randrange(5)
    if k == 0:
        argv = ["man"] + ([r.choice(SUBCOMMANDS + ["serve", "gallery", "x", ""])] if r.random() < 0.8 else [])
    elif k == 1:
        argv = ["completions", r.choice(["bash", "zsh", "fish", "elvish", "powershell", "tcsh", ""])]
    elif k == 2:
        argv = ["help"] + [r.choice(SUBCOMMANDS + ["encode", "x"]) for _ in range(r.randint(0, 2))]
    elif k == 3:
        argv = [r.choice(SUBCOMMANDS), r.choice(["--help", "-h", "--version", "-V"])]
    else:
        argv = ["gallery", "--out", r.choice(["g", "", "/dev/null/g"])] + (["--index", "g.md"] if r.random() < 0.5
                                                                          else [])
    if r.random() < 0.3:
        argv.insert(0, "--json")
    return argv, {}, None


FLAGS = ["--json", "--target", "-t", "--wave", "-w", "--exec", "-e", "--policy", "--hex", "--svg", "--vendor",
         "--type", "--emit", "--model", "--width", "--result", "--assoc", "--objective", "--budget-secs", "--show",
         "--grid", "--block", "--kernel", "--args", "--strict", "--check", "--steps", "--time-limit", "--tier",
         "--jobs", "--quiet", "--", "-", "--help", "--version", "--=", "---", "-tt", "--target=gfx942",
         "--wave=64", "-w64", "--progress"]


def case_argv(r, g):
    """Any command line: a docs example or a random subcommand, with flags and values mixed."""
    if g.commands and r.random() < 0.6:
        argv = list(r.choice(g.commands))
    else:
        argv = [r.choice(SUBCOMMANDS)]
    for _ in range(r.randint(1, 4)):
        k = r.randrange(6)
        p = r.randrange(len(argv) + 1)
        if k == 0:
            argv.insert(p, r.choice(FLAGS))
        elif k == 1 and argv:
            argv[r.randrange(len(argv))] = odd(r)
        elif k == 2 and argv:
            del argv[r.randrange(len(argv))]
        elif k == 3:
            argv[p:p] = [r.choice(FLAGS), odd(r)]
        elif k == 4 and argv:
            i = r.randrange(len(argv))
            argv[i] = mutate_text(argv[i], r, g, rounds=1)
        else:
            argv.insert(p, argv[r.randrange(len(argv))] if argv else "")
    stdin = None
    if "-" in argv:
        stdin = r.choice(g.snippets).encode()
    return argv, {}, stdin


# surface -> (builder, weight); `run` (the spec mutator) and `run_src` are handled by blackbox.py
SURFACES = {
    "eval": (case_eval, 20), "explain": (case_explain, 12), "lower": (case_lower, 14), "synth": (case_synth, 8),
    "avail": (case_avail, 6), "codec": (case_codec, 8), "conform": (case_conform, 8), "run_ll": (case_run_ll, 8),
    "misc": (case_misc, 2), "argv": (case_argv, 10), "run_src": (case_run_src, 1),
}


def choose_surface(r, names):
    weights = [SURFACES[n][1] if n in SURFACES else 30 for n in names]
    return r.choices(names, weights=weights)[0]


def strip_nul(argv):
    """argv cannot carry NUL bytes: a real user (and any fuzzer) cannot pass them either."""
    return [a.replace("\x00", "") for a in argv]
