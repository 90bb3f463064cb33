#!/usr/bin/env python3
"""Black-box fuzzer for the real `xlane` binary (see fuzz/README.md, "Black-box fuzzing").

Surface `run` (the original one) takes one launch spec of the corpus and its `.ll` module,
mutates the module's text and/or the spec, and runs `xlane run --strict` on the mutant. The
other surfaces (fuzz/surfaces.py) build mutated command lines for every subcommand and input:
eval/explain/lower snippets, synth specs, avail names, codec texts, conformance vectors, `.ll`
kernels with `--args` (and `@file`), CUDA/HIP sources, odd argv. Every run is under a
wall-clock limit, an address-space limit and a resident-memory limit. A *finding* is any of:

  panic       exit 101 or "panicked at" in the output
  signal      killed by a signal (abort, segfault, out of memory under the address limit)
  timeout     no answer within --timeout seconds (`run` is given --time-limit 5)
  memory      a peak resident set over --rss-mib
  unexplained an exit other than 0 (ran, expectations met) or 1 (ran, a mismatch reported)
              without an `error[KIND]` diagnostic
  internal    an `error[internal]` diagnostic: xlane's own bug by its definition (a quarter of
              the `run` cases add `--repeat 2`, whose launches must agree bit for bit)

Run i uses random.Random(f"{seed}:{i}") only (the surface: f"{seed}:{i}:surface"), so
`--replay-index i` rebuilds case i exactly; with `--surfaces run` the cases are those of the
original fuzzer. Each distinct finding (kind + panic location or last line) keeps its first
case under OUT/findings/<hash>/ (cmd.json with the argv and standard input, the files it names,
why.txt); OUT/summary.json has the counts. A kept case becomes a regression case when copied to
fuzz/regressions/blackbox/<name>/ (crates/xlane-cli/tests/all/fuzz_regressions.rs runs the
binary on each: `s.json` cases as `xlane run`, `cmd.json` cases with their argv).

usage: fuzz/blackbox.py --xlane target/release/xlane --corpus tests/kernels --out /tmp/bb --seconds 120 [--jobs N]
           [--surfaces all|run,eval,…] [--clang auto|no]
       fuzz/blackbox.py --xlane … --minimize /tmp/bb/findings/HASH --out fuzz/regressions/blackbox/NAME
"""
import argparse
import errno
import hashlib
import json
import os
import queue
import random
import re
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import threading
import multiprocessing

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import surfaces  # noqa: E402  (beside this file)

# Values at the edges of widths, counts and sizes the runner checks.
EDGE_NUMBERS = ["0", "1", "-1", "2", "3", "7", "31", "32", "33", "63", "64", "65", "127", "128", "255", "256",
                "1023", "1024", "1025", "65535", "65536", "2147483647", "-2147483648", "4294967295",
                "4294967296", "9223372036854775807", "-9223372036854775808", "18446744073709551615",
                "340282366920938463463374607431768211455", "1e308", "0x7FF0000000000000", "0xH7C00"]
TYPES = ["void", "i1", "i7", "i8", "i16", "i24", "i32", "i33", "i64", "i128", "i256", "half", "bfloat", "float",
         "double", "ptr", "ptr addrspace(1)", "ptr addrspace(3)", "ptr addrspace(5)", "<2 x half>", "<4 x i32>",
         "<0 x i32>", "<1 x i64>", "<2 x ptr>", "[4 x i8]", "[0 x i32]", "{ i32, i1 }", "{}", "label", "metadata"]
TOKENS = [" ", ",", "(", ")", "{", "}", "[", "]", "<", ">", "!", "#0", "undef", "poison", "zeroinitializer",
          "null", "...", "\x00", "\u00e9", "%", "@", "=", "x", "addrspace(7)", "volatile", "atomic", "align 1"]
SCALAR = re.compile(r"\b(i1|i8|i16|i32|i64|float|double|half|ptr)\b")
LOCAL = re.compile(r"%[\w.]+")
INTRINSIC = re.compile(r"@llvm\.[\w.]+")
CALL_ARGS = re.compile(r"(call [^@]*@[\w.$]+)\((.*)\)")
# `--json` mode's diagnostic: {"error":{…,"kind":"…",…}} (docs/json.md)
# a JSON error object: the top-level `{"error": …}` of a usage error, or the `"error"` field of a
# `run --json` result that stopped (`{"approximate":[],…,"error":{…,"kind":"malformed",…},…}`)
JSON_ERROR = re.compile(r'"error":\{.*"kind":"[a-z-]+"')


def corpus_pairs(root):
    """(spec path, module path) for every *.spec.json under root whose module exists."""
    pairs = []
    for d, _, files in os.walk(root):
        for f in sorted(files):
            if not f.endswith(".spec.json"):
                continue
            p = os.path.join(d, f)
            try:
                m = os.path.join(d, json.load(open(p))["module"])
            except (OSError, ValueError, KeyError, TypeError):
                continue
            if os.path.isfile(m) and m.endswith(".ll") and os.path.getsize(m) < 1 << 20:
                pairs.append((p, m))
    return sorted(pairs)


def intrinsic_names(pairs):
    """Every intrinsic name the corpus calls: swapping one for another reaches signature checks."""
    names = set()
    for _, m in pairs:
        names.update(INTRINSIC.findall(open(m, encoding="utf-8", errors="replace").read()))
    return sorted(names)


def mutate_ll(text, r, names):
    lines = text.split("\n")
    for _ in range(r.randint(1, 4)):
        if not lines:
            break
        i = r.randrange(len(lines))
        line = lines[i]
        k = r.randrange(13)
        if k == 0:
            del lines[i]
        elif k == 1:
            lines.insert(r.randrange(len(lines) + 1), line)
        elif k == 2:
            j = r.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif k in (3, 4):
            nums = list(re.finditer(r"-?\b\d+\b", line))
            if nums:
                m = r.choice(nums)
                lines[i] = line[:m.start()] + r.choice(EDGE_NUMBERS) + line[m.end():]
        elif k == 5:
            ts = list(SCALAR.finditer(line))
            if ts:
                m = r.choice(ts)
                lines[i] = line[:m.start()] + r.choice(TYPES) + line[m.end():]
        elif k == 6:
            ids, pool = list(LOCAL.finditer(line)), LOCAL.findall(text)
            if ids and pool:
                m = r.choice(ids)
                lines[i] = line[:m.start()] + r.choice(pool) + line[m.end():]
        elif k == 7:
            lines[i] = line[:r.randrange(len(line) + 1)]
        elif k == 8:
            pos = r.randrange(len(line) + 1)
            lines[i] = line[:pos] + r.choice(TOKENS) + line[pos:]
        elif k in (9, 10):
            # the callee of a call (or a declaration) becomes another intrinsic of the corpus
            m = INTRINSIC.search(line)
            if m and names:
                lines[i] = line[:m.start()] + r.choice(names) + line[m.end():]
        elif k == 11:
            # a call loses, repeats or reorders its arguments
            m = CALL_ARGS.search(line)
            if m:
                args = [a for a in m.group(2).split(", ") if a]
                op = r.randrange(3)
                if op == 0 and args:
                    args.pop(r.randrange(len(args)))
                elif op == 1 and args:
                    args.insert(r.randrange(len(args) + 1), r.choice(args))
                else:
                    r.shuffle(args)
                lines[i] = line[:m.start()] + f"{m.group(1)}({', '.join(args)})" + line[m.end():]
        else:
            # a block of lines moves elsewhere (phis, terminators and definitions out of place)
            j = r.randrange(len(lines))
            n = r.randint(1, 8)
            chunk = lines[i:i + n]
            del lines[i:i + n]
            lines[j:j] = chunk
    return "\n".join(lines)


def mutate_spec(spec, r):
    s = json.loads(json.dumps(spec))
    k = r.randrange(9)
    dims = [0, 1, 2, 3, 31, 33, 64, 65, 1024, 1025, 65535, 65536, 2**31 - 1, 2**32, 2**63, -1]
    if k == 0:
        s["grid"] = [r.choice(dims) for _ in range(r.randint(1, 4))]
    elif k == 1:
        s["block"] = [r.choice(dims) for _ in range(r.randint(1, 4))]
    elif k == 2 and s.get("args"):
        a = r.choice(s["args"])
        if isinstance(a, dict) and "buffer" in a:
            a["len"] = r.choice([0, 1, 3, 2**31, 2**40, 2**64, -1, 1.5, "8"])
            a.pop("data", None)
        elif isinstance(a, dict):
            a["value"] = r.choice([0, -1, 2**31, 2**63, 2**64, 1e300, float("inf"), "x", None, [], {}])
    elif k == 3 and s.get("args"):
        a = r.choice(s["args"])
        if isinstance(a, dict):
            for key in ("buffer", "scalar"):
                if key in a:
                    a[key] = r.choice(["u8", "i8", "i16", "u32", "i64", "u64", "f16", "bf16", "f32", "f64",
                                       "f16x2", "bool", "ptr", "bogus", ""])
    elif k == 4 and s.get("args"):
        s["args"].pop(r.randrange(len(s["args"])))
    elif k == 5 and s.get("args"):
        s["args"].append(r.choice(s["args"]))
    elif k == 6:
        s["shared_bytes"] = r.choice([1, 65535, 65536, 2**32, 2**63, -1])
    elif k == 7:
        s["wave"] = r.choice([0, 1, 16, 32, 64, 128])
        s["target"] = r.choice(["gfx942", "gfx1100", "gfx1250", "gfx600", "gfx90a", "gfx950", "sm_90", "sm_70",
                                "sm_30", "sm_100", "gfx9999", ""])
    else:
        s["limits"] = {"steps": r.choice([0, 1, 10, 2**40, -1])}
    return s


def classify(rc, out, rss_mib=0, rss_limit=0):
    """The finding an exit status and its output amount to, or None."""
    m = re.search(r"panicked at ([^\n]+)", out)
    if rc == 101 or m:
        return "panic", m.group(1) if m else out.strip().splitlines()[-1:]
    if rc == "timeout":
        return "timeout", ""
    if rc == "not-started":
        return None
    if rc < 0:
        return "signal", f"signal {-rc}"
    m = re.search(r"error\[internal\][^\n]*", out)
    if m:
        return "internal", m.group(0)[:160]
    if rss_limit and rss_mib > rss_limit:
        return "memory", f"peak resident set over {rss_limit} MiB"
    if rc not in (0, 1) and "error[" not in out and not JSON_ERROR.search(out):
        last = out.strip().splitlines()[-1][:160] if out.strip() else "(no output)"
        return "unexplained", f"exit {rc}: {last}"
    return None


def build_mutant(i, args, pairs, names):
    r = random.Random(f"{args.seed}:{i}")
    spec_path, mod_path = pairs[r.randrange(len(pairs))]
    spec = json.load(open(spec_path))
    text = open(mod_path, encoding="utf-8", errors="replace").read()
    mutated = False
    if r.random() < 0.75:
        text, mutated = mutate_ll(text, r, names), True
    if r.random() < 0.4 or not mutated:
        spec = mutate_spec(spec, r)
    spec["module"] = "m.ll"
    return spec_path, spec, text


RUN_ARGV = ["run", "--strict", "--time-limit", "5", "--quiet", "s.json"]
# the same, launched twice in one process: the runner's determinism check (`run::repeat`)
REPEAT_ARGV = RUN_ARGV[:-1] + ["--repeat", "2", "s.json"]


def build_case(i, args, ctx):
    """Case i: (surface, origin, argv, {file name: bytes}, standard input or None)."""
    surface = surfaces.choose_surface(random.Random(f"{args.seed}:{i}:surface"), ctx["surfaces"])
    if surface == "run":
        seed_spec, spec, text = build_mutant(i, args, ctx["pairs"], ctx["names"])
        files = {"m.ll": text.encode("utf-8", "surrogatepass"), "s.json": json.dumps(spec).encode()}
        twice = random.Random(f"{args.seed}:{i}:repeat").random() < 0.25
        return surface, seed_spec, list(REPEAT_ARGV if twice else RUN_ARGV), files, None
    r = random.Random(f"{args.seed}:{i}")
    argv, files, stdin = surfaces.SURFACES[surface][0](r, ctx["grammar"])
    return surface, surface, surfaces.strip_nul(argv), files, stdin


def limit_memory(gib):
    def f():
        resource.setrlimit(resource.RLIMIT_AS, (gib << 30, gib << 30))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.setsid()  # its own process group: a timeout ends everything it started (clang-22, llc-22)
    return f


def run_xlane(d, args, argv=None, stdin=None):
    """Run the binary in d as case argv (default: `run` of d/s.json): (exit status or "timeout",
    output, peak resident set in MiB). The child is reaped with wait4 to read its peak RSS."""
    argv = RUN_ARGV if argv is None else argv
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as inp:
        if stdin is not None:
            inp.write(stdin)
            inp.seek(0)
        env = dict(os.environ, NO_COLOR="1", TERM="dumb")
        try:
            p = subprocess.Popen([args.xlane] + argv, cwd=d, stdin=inp if stdin is not None else subprocess.DEVNULL,
                                 stdout=out, stderr=subprocess.STDOUT, preexec_fn=limit_memory(args.mem_gib), env=env)
        except OSError as e:
            if e.errno == errno.E2BIG:
                # the kernel refuses an argument over MAX_ARG_STRLEN (128 KiB) before xlane starts
                return "not-started", "", 0
            raise
        result = {}
        t = threading.Thread(target=lambda: result.update(w=os.wait4(p.pid, 0)), daemon=True)
        t.start()
        t.join(args.timeout)
        if t.is_alive():
            try:
                os.killpg(p.pid, 9)
            except OSError:
                pass
            t.join()
            p.returncode = -9
            return "timeout", "", 0
        _, status, usage = result["w"]
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read(1 << 22).decode(errors="replace")
        return p.returncode, text, usage.ru_maxrss // 1024


def finding_name(found):
    return f"{found[0]}: {found[1]}" if found else None


def write_case(d, argv, files, stdin):
    """The case's files, and for any case but `run` of s.json a cmd.json: {"argv": [...],
    "stdin": "stdin" or null}; an argument that is not UTF-8 is {"bytes": [...]}, and standard
    input is the file `stdin`."""
    for name, data in files.items():
        with open(os.path.join(d, name), "wb") as f:
            f.write(data)
    if argv != RUN_ARGV:
        def item(a):
            try:
                a.encode("utf-8")
                return a
            except UnicodeEncodeError:
                return {"bytes": list(os.fsencode(a))}
        if stdin is not None:
            with open(os.path.join(d, "stdin"), "wb") as f:
                f.write(stdin)
        with open(os.path.join(d, "cmd.json"), "w") as f:
            json.dump({"argv": [item(a) for a in argv], "stdin": "stdin" if stdin is not None else None}, f, indent=1)


def read_case(d):
    """(argv, files, stdin) of a kept case: a `cmd.json` case or a `run` case (s.json, m.ll)."""
    files = {n: open(os.path.join(d, n), "rb").read() for n in sorted(os.listdir(d))
             if os.path.isfile(os.path.join(d, n)) and n not in ("cmd.json", "why.txt", "stdin")}
    if os.path.isfile(os.path.join(d, "cmd.json")):
        cmd = json.load(open(os.path.join(d, "cmd.json")))
        argv = [os.fsdecode(bytes(a["bytes"])) if isinstance(a, dict) else a for a in cmd["argv"]]
        stdin = open(os.path.join(d, cmd["stdin"]), "rb").read() if cmd.get("stdin") else None
        return argv, files, stdin
    return list(RUN_ARGV), files, None


_CAMPAIGN = None  # (args, ctx) of this campaign, set before the worker pool forks


def run_index(i):
    return run_one((i, *_CAMPAIGN))


def run_one(job):
    i, args, ctx = job
    surface, origin, argv, files, stdin = build_case(i, args, ctx)
    d = tempfile.mkdtemp(prefix="xlane-bb")
    try:
        write_case(d, argv, files, stdin)
        t0 = time.time()
        rc, out, rss = run_xlane(d, args, argv, stdin)
        kind = finding_name(classify(rc, out, rss, args.rss_mib))
        if kind:
            h = hashlib.sha1(kind.encode()).hexdigest()[:10]
            keep = os.path.join(args.out, "findings", h)
            if not os.path.exists(keep):
                os.makedirs(keep, exist_ok=True)
                write_case(keep, argv, files, stdin)
                with open(os.path.join(keep, "why.txt"), "w") as f:
                    f.write(f"{kind}\nsurface {surface}, from {origin}\nrun index {i} (--seed {args.seed})\n"
                            f"argv {json.dumps(argv)}\n\n{out[-4000:]}")
                # flat copies too: a machine that returns only shallow files still brings them back
                for name in os.listdir(keep):
                    shutil.copy(os.path.join(keep, name), os.path.join(args.out, f"finding-{h}-{name}"))
                print(f"finding {h} at run {i} (--seed {args.seed}, {surface}): {kind}", flush=True)
        return surface, rc, kind, time.time() - t0
    finally:
        shutil.rmtree(d, ignore_errors=True)


def minimize(case, args):
    """Shrink a kept case while the binary still gives the same finding: a `run` case loses
    chunks of its module's lines (halves, quarters, … single lines); a `cmd.json` case loses
    chunks of characters of its longest argument, file or standard input. The result goes to
    OUT (the case's files, cmd.json, why.txt)."""
    argv, files, stdin = read_case(case)
    d = tempfile.mkdtemp(prefix="xlane-bb-min")

    def kind_of(argv, files, stdin):
        for n in os.listdir(d):
            os.remove(os.path.join(d, n)) if os.path.isfile(os.path.join(d, n)) else shutil.rmtree(os.path.join(d, n))
        write_case(d, argv, files, stdin)
        rc, out, rss = run_xlane(d, args, argv, stdin)
        return finding_name(classify(rc, out, rss, args.rss_mib))

    want = kind_of(argv, files, stdin)
    if not want:
        sys.exit(f"{case}: no finding to minimize")

    def shrink(items, rebuild):
        """Delete chunks of items while rebuild(items) keeps the finding."""
        chunk = max(1, len(items) // 2)
        while True:
            i = 0
            while i < len(items):
                trial = items[:i] + items[i + chunk:]
                if trial and kind_of(*rebuild(trial)) == want:
                    items = trial
                else:
                    i += chunk
            if chunk == 1:
                return items
            chunk = max(1, chunk // 2)

    if argv == RUN_ARGV:
        lines = files["m.ll"].decode("utf-8", "surrogateescape").split("\n")
        lines = shrink(lines, lambda ls: (argv, dict(files, **{"m.ll": "\n".join(ls).encode("utf-8", "surrogateescape")}), stdin))
        files["m.ll"] = ("\n".join(lines) + "\n").encode("utf-8", "surrogateescape")
    else:
        # the largest of the argv items, the files and stdin, by characters (bounded effort)
        sizes = [(len(a), "argv", k) for k, a in enumerate(argv)] + [(len(v), "file", k) for k, v in files.items()]
        if stdin is not None:
            sizes.append((len(stdin), "stdin", 0))
        _, where, key = max(sizes)
        if where == "argv":
            def rebuild(cs):
                return argv[:key] + ["".join(cs)] + argv[key + 1:], files, stdin
            argv = rebuild(shrink(list(argv[key]), rebuild))[0]
        elif where == "file":
            def rebuild(cs):
                return argv, dict(files, **{key: bytes(cs)}), stdin
            files = rebuild(shrink(list(files[key]), rebuild))[1]
        else:
            def rebuild(cs):
                return argv, files, bytes(cs)
            stdin = rebuild(shrink(list(stdin), rebuild))[2]
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(args.out, exist_ok=True)
    write_case(args.out, argv, files, stdin)
    if argv == RUN_ARGV:  # kept readable
        json.dump(json.loads(files["s.json"]), open(os.path.join(args.out, "s.json"), "w"), indent=1)
    open(os.path.join(args.out, "why.txt"), "w").write(f"{want}\nminimized from {case}\nargv {json.dumps(argv)}\n")
    print(f"{want}\nkept in {args.out}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--xlane", required=True, help="the xlane binary (a release build)")
    ap.add_argument("--corpus", default="tests/kernels", help="folder searched for *.spec.json")
    ap.add_argument("--repo", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                    help="the repository the other surfaces read their grammar from (docs, tests, vectors)")
    ap.add_argument("--out", required=True, help="findings and summary.json go here")
    ap.add_argument("--surfaces", default="all",
                    help="comma-separated: run," + ",".join(surfaces.SURFACES) + "; or all (default)")
    ap.add_argument("--clang", choices=["auto", "no"], default="auto",
                    help="run_src (CUDA/HIP through clang-22): auto = where clang-22 is on PATH")
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--seed", default="0", help="campaign seed: run i is a function of (seed, i) alone")
    ap.add_argument("--start", type=int, default=0, help="first run index (to continue a campaign)")
    ap.add_argument("--timeout", type=float, default=30, help="wall-clock seconds per run")
    ap.add_argument("--mem-gib", type=int, default=16, help="address-space limit per run")
    ap.add_argument("--rss-mib", type=int, default=4096, help="a run whose peak resident set is over this is a finding")
    ap.add_argument("--replay-index", type=int, help="write case N to --out and stop")
    ap.add_argument("--minimize", metavar="CASE", help="shrink a kept finding (a folder with cmd.json, or m.ll and s.json) into --out")
    args = ap.parse_args()
    args.xlane = os.path.abspath(args.xlane)
    args.out = os.path.abspath(args.out)
    if args.minimize:
        return minimize(args.minimize, args)
    names_wanted = ["run"] + list(surfaces.SURFACES) if args.surfaces == "all" else args.surfaces.split(",")
    unknown = [n for n in names_wanted if n != "run" and n not in surfaces.SURFACES]
    if unknown:
        sys.exit(f"unknown surface(s) {unknown}; known: run, {', '.join(surfaces.SURFACES)}")
    if args.clang == "no" or not shutil.which("clang-22"):
        names_wanted = [n for n in names_wanted if n != "run_src"] or sys.exit("no surface left")
    os.makedirs(os.path.join(args.out, "findings"), exist_ok=True)
    pairs = corpus_pairs(args.corpus)
    if not pairs and "run" in names_wanted:
        sys.exit(f"no *.spec.json with a .ll module under {args.corpus}")
    ctx = {"surfaces": names_wanted, "pairs": pairs, "names": intrinsic_names(pairs)}
    if names_wanted != ["run"]:
        ctx["grammar"] = grammar(args)
    if args.replay_index is not None:
        surface, origin, argv, files, stdin = build_case(args.replay_index, args, ctx)
        write_case(args.out, argv, files, stdin)
        print(f"case {args.replay_index} ({surface}, from {origin}) written to {args.out}: xlane {shlex.join(argv)}")
        return
    print(f"surfaces {','.join(names_wanted)}; {len(pairs)} specs, {len(ctx['names'])} intrinsic names, "
          f"{args.jobs} jobs, {args.seconds:.0f} s", flush=True)
    t0 = time.time()
    end = t0 + args.seconds
    runs, codes, kinds, slowest, per_surface = 0, {}, {}, 0.0, {}
    i = args.start
    # A steady stream, not batches: each worker takes the next run as soon as it is free (a
    # batch would wait for its slowest run, up to the time limit, with the other cores idle).
    # The workers are forked after `_CAMPAIGN` is set, so a task is its index alone.
    global _CAMPAIGN
    _CAMPAIGN = (args, ctx)
    done, in_flight = queue.SimpleQueue(), 0
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        while True:
            while in_flight < 2 * args.jobs and time.time() < end:
                pool.apply_async(run_index, (i,), callback=done.put,
                                 error_callback=lambda e: done.put(("harness", -1, f"harness error: {e!r}", 0.0)))
                i += 1
                in_flight += 1
            if in_flight == 0:
                break
            surface, rc, kind, secs = done.get()
            in_flight -= 1
            runs += 1
            codes[str(rc)] = codes.get(str(rc), 0) + 1
            s = per_surface.setdefault(surface, {"runs": 0, "seconds": 0.0})
            s["runs"] += 1
            s["seconds"] = round(s["seconds"] + secs, 1)
            slowest = max(slowest, secs)
            if kind:
                kinds[kind] = kinds.get(kind, 0) + 1
    summary = {"runs": runs, "first_index": args.start, "next_index": i, "seed": args.seed, "jobs": args.jobs,
               "surfaces": per_surface, "seconds": round(time.time() - t0, 1),
               "exit_codes": dict(sorted(codes.items())), "slowest_run_s": round(slowest, 2),
               "findings": dict(sorted(kinds.items(), key=lambda kv: -kv[1]))}
    json.dump(summary, open(os.path.join(args.out, "summary.json"), "w"), indent=1)
    print(json.dumps(summary, indent=1))


def grammar(args):
    """The surfaces' grammar: the repository's examples, and the binary's own target and builtin lists."""
    def listed(argv, key):
        try:
            p = subprocess.run([args.xlane, "--json"] + argv, capture_output=True, timeout=60)
            return [x[key] for x in json.loads(p.stdout)]
        except (OSError, ValueError, KeyError, TypeError, subprocess.TimeoutExpired):
            return []
    intrinsics = sorted({n.lstrip("@") for n in intrinsic_names(corpus_pairs(os.path.join(args.repo, "tests", "kernels")))})
    builtins = listed(["avail"], "name")

    def signature(name):
        try:
            p = subprocess.run([args.xlane, "avail", name], capture_output=True, timeout=60)
            return name, surfaces.parse_avail(p.stdout.decode(errors="replace"))
        except (OSError, subprocess.TimeoutExpired):
            return name, []
    from multiprocessing.pool import ThreadPool
    with ThreadPool(max(1, min(8, args.jobs))) as tp:
        signatures = {n: s for n, s in tp.map(signature, builtins) if s}
    return surfaces.Grammar(args.repo, listed(["targets"], "name"), builtins, intrinsics, signatures)


if __name__ == "__main__":
    main()
