//! Offline golden files for `xlane lower`: for one target of each family, one call per
//! registry row available there (the row's first parity case), the intrinsic calls and the
//! AMDGPU instructions / PTX that clang-22, opt-22 and llc-22 produce for it, normalised as
//! the parity test normalises them. The check needs no compiler, so CI verifies the lowering
//! of every row even without the oracles; `XLANE_BLESS=1` rewrites the files from the
//! compilers (then the check compares xlane with what they printed).
//!
//! File format (`tests/golden/<target>w<wave>.txt`), one entry per case:
//!
//! ```text
//! == CALL : TYPE
//! ir: N          the compiler's N intrinsic calls follow, indented
//! asm: N         the compiler's N instructions of the mnemonics xlane prints
//! ```
//!
//! A section is absent where the compilers were not asked (no C spelling, a function only
//! the CUDA SDK headers define, a form xlane refuses); the entry still pins the call.

use super::*;

/// One target per family: GFX9/CDNA (wave64), RDNA3 (wave32), GFX12.5, NVPTX.
const FAMILIES: &[(&str, u32)] = &[("gfx942", 64), ("gfx1100", 32), ("gfx1250", 32), ("sm_90", 32)];

fn golden_file(t: &str, wave: u32) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/golden/{t}w{wave}.txt"))
}

/// The first parity case of every row available on (t, wave), in table order.
fn representative_cases(t: &'static Target, wave: u32) -> Vec<Case> {
    let (mut next, mut skipped) = (0, vec![]);
    // `set.inactive.chain.arg` is valid only in amdgpu_cs_chain functions (as in the parity test).
    registry::all()
        .filter(|b| b.check_avail(t, wave).is_ok() && !b.name.ends_with(".chain.arg"))
        .filter_map(|b| cases_for(b, t, wave, &mut next, &mut skipped).into_iter().next())
        .collect()
}

fn key(c: &Case) -> String {
    format!("{} : {}", c.low.call, c.ty.name())
}

fn kind_of(t: &Target) -> &'static str {
    match t.vendor {
        Vendor::Amd => "amd",
        Vendor::Nvidia => "ptx",
    }
}

/// One golden entry: the compilers' normalised output (`None`: not compared).
#[derive(Default)]
struct Entry {
    ir: Option<Vec<String>>,
    asm: Option<Vec<String>>,
}

fn parse(text: &str) -> Result<BTreeMap<String, Entry>, String> {
    let mut out: BTreeMap<String, Entry> = BTreeMap::new();
    let mut lines = text.lines().enumerate().filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty()).peekable();
    let mut cur: Option<String> = None;
    while let Some((n, l)) = lines.next() {
        if let Some(k) = l.strip_prefix("== ") {
            out.insert(k.to_string(), Entry::default());
            cur = Some(k.to_string());
            continue;
        }
        let (section, count) = l.split_once(": ").ok_or(format!("line {}: `{l}` is not `== CALL`, `ir: N` or `asm: N`", n + 1))?;
        let count: usize = count.parse().map_err(|_| format!("line {}: `{count}` is not a count", n + 1))?;
        let body: Vec<String> = (0..count).filter_map(|_| lines.next()).map(|(_, l)| l.trim().to_string()).collect();
        if body.len() != count {
            return Err(format!("line {}: `{section}` promises {count} line(s), the file ends after {}", n + 1, body.len()));
        }
        let entry = cur.as_ref().and_then(|k| out.get_mut(k)).ok_or(format!("line {}: a section before any `== CALL`", n + 1))?;
        match section {
            "ir" => entry.ir = Some(body),
            "asm" => entry.asm = Some(body),
            _ => return Err(format!("line {}: unknown section `{section}`", n + 1)),
        }
    }
    Ok(out)
}

fn write_section(out: &mut String, name: &str, lines: Option<&Vec<String>>) {
    if let Some(lines) = lines {
        writeln!(out, "{name}: {}", lines.len()).unwrap();
        for l in lines {
            writeln!(out, "  {l}").unwrap();
        }
    }
}

/// Rewrite the golden files from clang-22/opt-22/llc-22.
fn bless() {
    assert!(have("clang-22") && have("llc-22") && have("opt-22"), "XLANE_BLESS=1 needs clang-22, llc-22 and opt-22");
    let dir = tmpdir();
    let prelude = cuda_prelude(&dir);
    for &(tname, wave) in FAMILIES {
        let t = target::lookup(tname).unwrap();
        let mut tally = Tally::default();
        compare_target(&mut tally, &dir, t, wave, &prelude, representative_cases(t, wave));
        for m in &tally.mismatches {
            println!("bless {tname}w{wave}: MISMATCH {m}");
        }
        let mut out = format!(
            "# `xlane lower` golden file: {tname} wave{wave}, one call per registry row, blessed from clang-22/opt-22/llc-22.\n\
             # Checked offline by crates/xlane-lower/tests/all/parity/golden.rs; regenerate with\n\
             # XLANE_BLESS=1 cargo test --release -p xlane-lower --test all golden\n"
        );
        for c in representative_cases(t, wave) {
            writeln!(out, "== {}", key(&c)).unwrap();
            write_section(&mut out, "ir", tally.oracle_ir.get(&c.id));
            write_section(&mut out, "asm", tally.oracle_asm.get(&c.id));
        }
        let file = golden_file(tname, wave);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, out).unwrap();
    }
}

/// Differences between xlane's lowering and the golden file of (t, wave).
fn check(tname: &str, wave: u32) -> Vec<String> {
    let t = target::lookup(tname).unwrap();
    let file = golden_file(tname, wave);
    let golden = match std::fs::read_to_string(&file).map_err(|e| e.to_string()).and_then(|text| parse(&text)) {
        Ok(g) => g,
        Err(e) => return vec![format!("{}: {e}", file.display())],
    };
    let mut problems = vec![];
    let cases = representative_cases(t, wave);
    let keys: BTreeSet<String> = cases.iter().map(key).collect();
    for k in golden.keys().filter(|k| !keys.contains(*k)) {
        problems.push(format!("[{tname}w{wave}] `{k}` is in the golden file but is no longer a case"));
    }
    for c in &cases {
        let k = key(c);
        let Some(g) = golden.get(&k) else {
            problems.push(format!("[{tname}w{wave}] `{k}` has no golden entry"));
            continue;
        };
        if let Some(want) = &g.ir {
            let mine = norm_ir(c);
            if &mine != want {
                problems.push(format!("[{tname}w{wave}] ir `{k}`\n      xlane:  {mine:?}\n      golden: {want:?}"));
            }
        }
        if let Some(want) = &g.asm {
            match machine_code(c, kind_of(t)) {
                Ok(m) if &norm_mine(&m) == want => {}
                Ok(m) => problems.push(format!("[{tname}w{wave}] asm `{k}`\n      xlane:  {:?}\n      golden: {want:?}", norm_mine(&m))),
                Err(d) => problems.push(format!("[{tname}w{wave}] asm `{k}`: xlane refuses ({d}), the golden file has {want:?}")),
            }
        }
    }
    problems
}

#[test]
fn lowering_matches_the_golden_files() {
    if std::env::var("XLANE_BLESS").as_deref() == Ok("1") {
        bless();
    }
    let problems: Vec<String> = FAMILIES.iter().flat_map(|&(t, w)| check(t, w)).collect();
    assert!(problems.is_empty(), "{} difference(s) with tests/golden (if the compilers agree with xlane, rerun with XLANE_BLESS=1):\n{}", problems.len(), problems.join("\n"));
}

/// The format reads back what `bless` writes, and a count past the end is caught.
#[test]
fn golden_format_round_trips() {
    let mut text = String::from("# comment\n== f(a) : i32\n");
    write_section(&mut text, "ir", Some(&vec!["call i32 @llvm.amdgcn.readfirstlane.i32(i32 %_)".into()]));
    write_section(&mut text, "asm", Some(&vec![]));
    let g = parse(&text).unwrap();
    let e = &g["f(a) : i32"];
    assert_eq!(e.ir.as_deref(), Some(&["call i32 @llvm.amdgcn.readfirstlane.i32(i32 %_)".to_string()][..]));
    assert_eq!(e.asm.as_deref(), Some(&[][..]));
    assert!(parse("ir: 1\n  x\n").is_err(), "a section needs an entry");
    assert!(parse("== f(a) : i32\nasm: 2\n  x\n").is_err(), "a count past the end");
}
