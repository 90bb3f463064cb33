"""The committed launch specs of a generator: written from, and checked against, the specs it
makes. gen.py and the folders with generators of their own (triton/, ggml_real/) share these."""
import json
import os


def spec_text(s):
    """A spec as committed: compact JSON on one line."""
    return json.dumps(s, separators=(",", ":")) + "\n"


def write_specs(folder, specs):
    """Write `specs`, (file name, spec) pairs, into `folder`."""
    n = 0
    for name, s in specs:
        with open(os.path.join(folder, name), "w") as f:
            f.write(spec_text(s))
        n += 1
    print(f"wrote {n} specs")


def check_specs(folder, specs, what, generator):
    """Compare the committed specs in `folder` with `specs` ((file name, spec) pairs): print each
    one missing or different, and each committed spec `generator` no longer makes. True when
    there is none."""
    made = dict(specs)
    bad = []
    for name, s in made.items():
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            bad.append(f"missing: {name}")
        elif open(path).read() != spec_text(s):
            bad.append(f"differs from the reference: {name}")
    bad += [f"{f} (not made by {generator})" for f in sorted(os.listdir(folder)) if f.endswith(".spec.json") and f not in made]
    for b in bad:
        print(b)
    print(f"{len(made)} {what} specs checked, {len(bad)} problems")
    return not bad
