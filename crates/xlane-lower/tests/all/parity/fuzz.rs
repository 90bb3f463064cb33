//! Random parity (`cargo test -p xlane-lower --test all -- --ignored random_parity`): many
//! random calls of every registry entry on every target xlane knows (both wave sizes where
//! legal; the `f` variants only through llc, which clang-22's `--cuda-gpu-arch` refuses), with
//! random constants (any DPP control, masks above 0xF, swizzle offsets of every mode, dpp8
//! selectors, fi/bc, permlane selectors) and constant or per-lane lane/width operands, compared
//! with clang-22/llc-22 as the regular parity test does. Then the other direction: every call
//! xlane refuses (illegal constant, unavailable on the target or wave) must be refused by
//! clang-22 too (front-end error or back-end `Invalid …` diagnostic).
//!
//! Deterministic per seed: `XLANE_FUZZ_SEED` (default 1), `XLANE_FUZZ_PER` draws per (entry,
//! type) (default 4; rows with non-boolean constants get twice as many). A few minutes on two
//! cores, hence `#[ignore]`.

use super::*;

/// splitmix64: small, seedable, good enough to spread draws.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> i64 {
        (self.next() % n) as i64
    }
    fn pick(&mut self, v: &[i64]) -> i64 {
        v[self.below(v.len() as u64) as usize]
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent as i64
    }
}

/// A random constant for an immediate operand, by its name; mostly in the legal shape of its
/// encoding, sometimes anything (refusal checks take those).
fn imm_value(r: &mut Rng, b: &Builtin, name: &str, is_bool: bool) -> i64 {
    if is_bool {
        return r.below(2);
    }
    match name {
        // SIDefines.h DppCtrl classes: quad_perm, row_shl/shr/ror, wave_*, mirrors, row_bcast,
        // row_share / row_newbcast, row_xmask; or any 9-bit value.
        "dpp_ctrl" => match r.below(8) {
            0 => r.below(0x100),
            1 => 0x101 + r.below(0x2f),
            2 => r.pick(&[0x130, 0x134, 0x138, 0x13c, 0x140, 0x141, 0x142, 0x143]),
            3 => 0x150 + r.below(0x10),
            4 => 0x160 + r.below(0x10),
            _ => r.below(0x200),
        },
        "row_mask" | "bank_mask" => match r.below(10) {
            0..=6 => r.below(0x10),
            7 | 8 => r.below(0x100),
            _ => r.below(1 << 31),
        },
        "sel" if b.lower.intrinsic.contains("dpp8") => match r.below(5) {
            0 => r.below(1 << 31),
            _ => r.below(1 << 24),
        },
        // ds_swizzle offset: bitmask (bit 15 clear), quad-perm (0x8000 | 8 bits), other 0x8xxx
        // patterns, rotate/FFT (bits 15:14 set), any 16 bits, above 16 bits.
        "pattern" => match r.below(7) {
            0 | 1 => r.below(0x8000),
            2 => 0x8000 | r.below(0x100),
            3 => 0x8000 | r.below(0x8000),
            4 => 0xc000 | r.below(0x4000),
            5 => r.below(0x10000),
            _ => r.below(1 << 20),
        },
        "n" => r.pick(&[0, 1, 2, 3, 7, 8, 31, 255]),
        _ => r.below(0x40),
    }
}

/// A constant for a per-lane integer operand (lanes, widths, masks, selectors, addresses), or
/// None to keep it per-lane.
fn lane_value(r: &mut Rng, name: &str) -> Option<i64> {
    if !r.chance(40) {
        return None;
    }
    let any = r.below(70);
    let word = r.below(1 << 32);
    Some(match name {
        "width" => r.pick(&[1, 2, 4, 8, 16, 32, 64, 3, 0, 48, any]),
        "src_lane" | "lane" | "lane_delta" | "lane_mask" | "laneid" => r.pick(&[0, 1, 5, 15, 16, 31, 32, 33, 63, 64, -1, any]),
        "mask" | "membermask" => r.pick(&[-1, 0xffff_ffff, 0x5555_5555, 0, 1, word]),
        "addr" => r.pick(&[0, 4, 12, 124, 128, 252, 256, 3, any * 4 + 1]),
        n if n.starts_with("lanesel") => r.below(1 << 32),
        _ => r.below(100),
    })
}

/// A call xlane refuses, to be offered to clang-22.
struct Refused {
    id: usize,
    b: &'static Builtin,
    ty: ElemTy,
    args: Vec<ArgExpr>,
    why: String,
}

/// cp.async's addresses are pointers in C (the registry carries them as integers).
fn is_pointer(b: &Builtin, param: &str) -> bool {
    b.lower.intrinsic.contains("cp.async") && matches!(param, "dst" | "src")
}

fn arg_name(i: usize, p: &str) -> String {
    format!("a{i}_{}", p.replace(|c: char| !c.is_ascii_alphanumeric(), "_"))
}

/// Random calls of `b` on (t, wave): accepted ones as cases, refused ones set aside.
fn random_cases(b: &'static Builtin, t: &'static Target, wave: u32, r: &mut Rng, per: usize, next: &mut usize, refused: &mut Vec<Refused>) -> Vec<Case> {
    let types: Vec<ElemTy> = if b.is_generic() { b.types.to_vec() } else { vec![b.types.first().copied().unwrap_or(ElemTy::U32)] };
    let has_consts = b.params.iter().any(|p| p.imm && b.resolve(p.ty, None) != ElemTy::Bool);
    let draws = if has_consts { per * 2 } else { per };
    let mut seen = BTreeSet::new();
    let mut out = vec![];
    for ty in types {
        for _ in 0..draws {
            let args: Vec<ArgExpr> = b
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let e = b.resolve(p.ty, Some(ty));
                    let v = if p.imm {
                        Some(imm_value(r, b, p.name, e == ElemTy::Bool))
                    } else if matches!(e, ElemTy::I32 | ElemTy::U32 | ElemTy::U64) && !matches!(p.ty, registry::Ty::T) && !is_pointer(b, p.name) {
                        lane_value(r, p.name)
                    } else {
                        None
                    };
                    v.map_or_else(|| ArgExpr::Name(arg_name(i, p.name)), ArgExpr::Int)
                })
                .collect();
            let call = CallExpr { name: b.name.to_string(), args };
            if !seen.insert(format!("{call}:{}", ty.name())) {
                continue;
            }
            let id = *next;
            *next += 1;
            match lower(&call, t, Some(wave), Some(ty)) {
                Ok(low) => out.push(Case { id, b, ty, low }),
                Err(d) if matches!(d.kind, DiagKind::IllegalValue | DiagKind::Unavailable) => {
                    refused.push(Refused { id, b, ty, args: call.args, why: d.message });
                }
                Err(_) => {}
            }
        }
    }
    out
}

/// The same call of an entry that is unavailable on (t, wave), with the first candidates of
/// the regular test as constants.
fn unavailable_call(b: &'static Builtin, t: &Target, wave: u32, next: &mut usize) -> Option<Refused> {
    let why = b.check_avail(t, wave).err()?.message;
    let ty = b.types.first().copied().unwrap_or(ElemTy::U32);
    let args = b
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| if p.imm { ArgExpr::Int(candidates(b, p.name)[0]) } else { ArgExpr::Name(arg_name(i, p.name)) })
        .collect();
    *next += 1;
    Some(Refused { id: *next, b, ty, args, why })
}

/// clang-22 flags for (t, wave): AMD C++, or CUDA device code at the newest PTX.
fn clang_args(t: &Target, wave: u32, dir: &Path) -> Vec<String> {
    match t.vendor {
        Vendor::Amd => {
            let mut a: Vec<String> = vec!["-x".into(), "c++".into()];
            a.extend(amd_flags(t, wave));
            a
        }
        Vendor::Nvidia => ["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "-O1", "-fno-crash-diagnostics", "-Xclang", "-target-feature", "-Xclang"]
            .iter()
            .map(|s| s.to_string())
            .chain([
                "+ptx90".to_string(),
                format!("--cuda-gpu-arch={}", t.name),
                format!("-D__CUDA_ARCH__={}", t.sm * 10),
                "-DCUDA_VERSION=13000".into(),
                format!("-I{}", dir.display()),
            ])
            .collect(),
    }
}

/// Every refused call clang-22 compiles cleanly is a mismatch.
fn check_refusals(tally: &mut Tally, dir: &Path, t: &Target, wave: u32, prelude: &str, refused: &[Refused]) -> usize {
    let key = format!("{}w{wave}", t.name);
    let mut src = prelude.to_string();
    let mut pending: BTreeMap<usize, &Refused> = BTreeMap::new();
    // Another vendor's functions (CUDA `__shfl` on AMD) are not declared there: no question.
    for f in refused.iter().filter(|f| f.b.level != Level::Intrinsic && f.b.vendor() == t.vendor) {
        if f.b.level == Level::Cuda && !prelude.contains(&format!(" {}(", f.b.name)) && !prelude.contains(&format!("({},", f.b.name)) {
            continue;
        }
        if let Some(text) = c_function_for(f.id, f.b, f.ty, &f.args) {
            src.push_str(&text);
            pending.insert(f.id, f);
        }
    }
    let checked = pending.len();
    let file = dir.join(format!("{key}-refused.{}", if t.vendor == Vendor::Amd { "cpp" } else { "cu" }));
    let args = clang_args(t, wave, dir);
    for _ in 0..8 {
        if pending.is_empty() {
            break;
        }
        std::fs::write(&file, &src).unwrap();
        let out = Command::new("clang-22").args(&args).args(["-S", "-o", "-"]).arg(&file).output().expect("clang-22 runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let front = rejected_functions(&src, &stderr);
        if !front.is_empty() {
            pending.retain(|id, _| !front.contains_key(id));
            src = src.lines().filter(|l| !front.keys().any(|id| l.contains(&format!(" f{id}(")))).map(|l| format!("{l}\n")).collect();
            continue;
        }
        // Back-end refusals: a diagnostic printed into the function's assembly, or (llc
        // aborting on the first) a failed compile — then each function alone.
        let kind = if t.vendor == Vendor::Amd { "amd" } else { "ptx" };
        let asm = String::from_utf8_lossy(&out.stdout);
        let chunks = chunks(&asm, kind);
        let aborted = !out.status.success() && chunks.len() < pending.len();
        for (id, f) in std::mem::take(&mut pending) {
            let body = chunks.get(&id).cloned().unwrap_or_default();
            // llc prints what it could not encode as a comment in the instruction.
            let flagged = body.iter().any(|l| l.contains("/*") || l.contains("Invalid") || l.contains("error"));
            let alone_fails = aborted && {
                let one = dir.join(format!("{key}-refused-f{id}.{}", if kind == "amd" { "cpp" } else { "cu" }));
                let text = format!("{prelude}{}", c_function_for(f.id, f.b, f.ty, &f.args).unwrap_or_default());
                std::fs::write(&one, text).unwrap();
                !Command::new("clang-22").args(&args).args(["-S", "-o", "-"]).arg(&one).output().map(|o| o.status.success()).unwrap_or(false)
            };
            if !(flagged || alone_fails || legacy_warp_quirk(f.b, t)) {
                let call = CallExpr { name: f.b.name.to_string(), args: f.args.clone() };
                let insns: Vec<&String> = body.iter().filter(|l| !l.starts_with('.') && !l.starts_with(';') && !l.starts_with("//") && !l.is_empty()).take(4).collect();
                tally.mismatches.push(format!("[{key}] refusal f{id} {call} ({}): xlane refuses ({}), clang-22 compiles it: {insns:?}", f.ty.name(), f.why));
            }
        }
    }
    checked
}

/// Errata N9 (docs/errata.md): llc-22 still prints the non-`.sync` `vote`/`shfl` for
/// sm_70+ at PTX 6.4+, which the PTX ISA removed there; xlane refuses them, rightly.
fn legacy_warp_quirk(b: &Builtin, t: &Target) -> bool {
    t.sm >= 70 && (b.name.starts_with("__nvvm_vote_") || b.name.starts_with("__nvvm_shfl_")) && !b.name.contains("sync")
}

fn cuda_accepts_arch(t: &Target) -> bool {
    t.sm_suffix != Some('f')
}

#[test]
#[ignore = "minutes of clang-22; run with --ignored"]
fn random_parity_with_clang22() {
    if !(have("clang-22") && have("llc-22") && have("opt-22")) {
        println!("SKIP random parity: clang-22/llc-22/opt-22 not found");
        return;
    }
    let seed: u64 = std::env::var("XLANE_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
    let per: usize = std::env::var("XLANE_FUZZ_PER").ok().and_then(|s| s.parse().ok()).unwrap_or(4);
    let only: Option<String> = std::env::var("XLANE_FUZZ_TARGETS").ok();
    let dir = crate::tmp::dir("fuzz");
    let cuda = cuda_prelude(&dir);
    let pairs: Vec<(&'static Target, u32)> = target::all()
        .filter(|t| only.as_ref().is_none_or(|o| o.split(',').any(|n| n == t.name)))
        .flat_map(|t| t.waves.iter().map(move |&w| (t, w)))
        .collect();
    let mut tally = Tally::default();
    let (mut calls, mut refusals) = (0usize, 0usize);
    for (k, batch) in pairs.chunks(2).enumerate() {
        let parts: Vec<(Tally, usize, usize)> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .enumerate()
                .map(|(i, &(t, w))| {
                    let (dir, cuda) = (&dir, &cuda);
                    scope.spawn(move || {
                        let mut part = Tally::default();
                        let mut r = Rng(seed ^ ((k * 2 + i) as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
                        let mut next = (k * 2 + i + 1) * 1_000_000;
                        let mut refused = vec![];
                        let mut cases = vec![];
                        for b in registry::all() {
                            if b.check_avail(t, w).is_ok() {
                                cases.extend(random_cases(b, t, w, &mut r, per, &mut next, &mut refused));
                            } else if let Some(f) = unavailable_call(b, t, w, &mut next) {
                                refused.push(f);
                            }
                        }
                        let n = cases.len();
                        let prelude = match t.vendor {
                            Vendor::Amd => Some(format!("typedef unsigned u2 __attribute__((ext_vector_type(2)));\n{HIP_PRELUDE}")),
                            Vendor::Nvidia => cuda.clone(),
                        };
                        let mut nref = 0;
                        if t.vendor == Vendor::Amd || cuda_accepts_arch(t) {
                            compare_target(&mut part, dir, t, w, cuda, cases);
                            if let Some(p) = &prelude {
                                nref = check_refusals(&mut part, dir, t, w, p, &refused);
                            }
                        } else {
                            // clang-22 has no `--cuda-gpu-arch=sm_XXXf`: intrinsic rows through llc.
                            let ll: Vec<Case> = cases.into_iter().filter(|c| c.b.level == Level::Intrinsic).collect();
                            compare_target(&mut part, dir, t, w, &None, ll);
                        }
                        (part, n, nref)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("target thread")).collect()
        });
        for (p, n, nref) in parts {
            tally.merge(p);
            calls += n;
            refusals += nref;
        }
    }
    println!(
        "random parity (seed {seed}): {calls} accepted calls over {} (target, wave) pairs; {} IR and {} asm/PTX comparisons; {refusals} refused calls offered to clang-22; {} mismatches",
        pairs.len(),
        tally.compared_ir,
        tally.compared_asm,
        tally.mismatches.len()
    );
    for m in &tally.mismatches {
        println!("MISMATCH {m}");
    }
    println!("(sources kept in {})", dir.keep().display());
    assert!(tally.mismatches.is_empty(), "{} mismatches with clang-22/llc-22", tally.mismatches.len());
}
