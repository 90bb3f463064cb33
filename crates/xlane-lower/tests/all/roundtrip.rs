//! asm → call → asm: every instruction xlane prints for a cross-lane builtin reads back
//! (`from_asm`) as the call it came from, on every AMD target of the parity list.

use xlane_core::call::{Arg, Site};
use xlane_core::callexpr::{parse, CallExpr};
use xlane_core::codec;
use xlane_core::semantics::UndefPolicy;
use xlane_core::target::lookup;
use xlane_core::{evaluate, Lanes};
use xlane_lower::{from_asm, lower};

fn asm_of(call: &CallExpr, t: &str) -> Vec<String> {
    lower(call, lookup(t).unwrap(), None, None).unwrap().asm().unwrap()
}

/// Every lane's result of `call` on a full wave with distinct per-lane values.
fn lanes_of(call: &CallExpr, t: &str) -> Vec<Option<u64>> {
    let target = lookup(t).unwrap();
    let wave = target.default_wave();
    let site = Site { target, wave, exec: u64::MAX, policy: UndefPolicy::Strict };
    let args: Vec<Arg> = call
        .args
        .iter()
        .enumerate()
        .map(|(i, a)| match a.constant() {
            Some(c) => Arg::Imm(c as u64 & 0xffff_ffff),
            None => Arg::Lanes(Lanes::from_fn(wave, |l| 0x1000 * (i as u64 + 1) + l as u64)),
        })
        .collect();
    let r = evaluate(&call.name, None, &site, &args).unwrap();
    (0..wave).map(|l| r.outputs[0].lanes.get(l)).collect()
}

/// Lower, print, read back: the same builtin, and either the same constants or, where LLVM's
/// printer is lossy (BITMASK_PERM prints offsets 0x20 and 0x21 alike), the same lane results.
fn round_trip(text: &str, t: &str) {
    let call = parse(text).unwrap();
    let lines = asm_of(&call, t);
    let line = lines.last().unwrap();
    let back = from_asm(line, lookup(t).unwrap()).unwrap_or_else(|d| panic!("{t}: `{line}` does not read back: {d}"));
    assert_eq!(back.name, call.name, "{t}: {line}");
    let consts = |c: &CallExpr| c.args.iter().map(|a| a.constant()).collect::<Vec<_>>();
    if consts(&back) != consts(&call) && lanes_of(&back, t) != lanes_of(&call, t) {
        LOSSY.with(|l| l.borrow_mut().push(format!("{t}: {text} → `{line}` → {back}")));
    }
}

thread_local! {
    /// Calls whose printed line means a different instruction (LLVM's printer loses bits).
    static LOSSY: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(vec![]) };
}

fn take_lossy() -> Vec<String> {
    LOSSY.with(|l| std::mem::take(&mut *l.borrow_mut()))
}

const AMD: &[&str] = &["gfx908", "gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1151", "gfx1201"];

#[test]
fn every_legal_dpp16_control_reads_back() {
    for t in AMD {
        let target = lookup(t).unwrap();
        for ctrl in (0..0x170).filter(|&c| codec::dpp::check(target, c).is_ok()) {
            for (rm, bm, bc) in [(0xf, 0xf, false), (0xa, 0x3, true)] {
                round_trip(&format!("__builtin_amdgcn_update_dpp(old, src, {ctrl}, {rm}, {bm}, {bc})"), t);
            }
        }
    }
}

#[test]
fn every_swizzle_offset_reads_back() {
    for t in ["gfx908", "gfx1100"] {
        for off in 0..=0xffffu32 {
            round_trip(&format!("__builtin_amdgcn_ds_swizzle(src, {off})"), t);
        }
    }
    // The swizzle(ROTATE,dir,size) syntax has no field for the rotate mask (offset[4:0],
    // AMDGPUModifierSyntax), so llc's text for a rotate with a mask reassembles without it
    // (llvm-mc-22: offset:49185 prints swizzle(ROTATE,0,1), which encodes 0xC020): errata L3.
    // Every other offset reads back to the same lanes.
    let lossy = take_lossy();
    for l in &lossy {
        let off: u32 = l.split("(src, ").nth(1).and_then(|r| r.split(')').next()).and_then(|n| n.parse().ok()).unwrap();
        assert!(off & 0xe000 == 0xc000 && off & 0x1f != 0, "not a rotate with a mask: {l}");
    }
    println!("{} swizzle offsets print lossily (rotate masks), e.g. {:?}", lossy.len(), lossy.first());
}

#[test]
fn dpp8_and_permlanes_read_back() {
    for sel in [0u32, 0xfac688, 0x053977, 0xffffff, 0x123456] {
        round_trip(&format!("__builtin_amdgcn_mov_dpp8(src, {sel})"), "gfx1100");
    }
    for (fi, bc) in [(false, false), (true, false), (false, true), (true, true)] {
        round_trip(&format!("__builtin_amdgcn_permlane16(old, src, lanesel_lo, lanesel_hi, {fi}, {bc})"), "gfx1100");
        round_trip(&format!("__builtin_amdgcn_permlanex16(old, src, lanesel_lo, lanesel_hi, {fi}, {bc})"), "gfx1030");
        round_trip(&format!("__builtin_amdgcn_permlane16_var(old, src, lanesel, {fi}, {bc})"), "gfx1201");
        round_trip(&format!("__builtin_amdgcn_permlane32_swap(vdst_old, src0_old, {fi}, {bc})"), "gfx950");
        round_trip(&format!("__builtin_amdgcn_permlane16_swap(vdst_old, src0_old, {fi}, {bc})"), "gfx950");
    }
    round_trip("__builtin_amdgcn_readlane(src, 5)", "gfx942");
    round_trip("__builtin_amdgcn_mbcnt_lo(mask, base)", "gfx1100");
}

/// PTX → row: every NVIDIA intrinsic row lowers on the first target that has it, through its
/// own PTX instruction (`Lower::insn`), and the instruction xlane prints finds, through
/// `registry::by_ptx_insn` (what inline PTX uses), a row with that instruction again.
#[test]
fn every_nvidia_row_lowers_and_reads_back() {
    use xlane_core::callexpr::ArgExpr;
    use xlane_core::registry::{self, Insn, Level, PtxInsn};
    use xlane_core::target::{self, Vendor};
    let mut checked = 0;
    for b in registry::all().filter(|b| b.vendor() == Vendor::Nvidia && b.level == Level::Intrinsic) {
        let Insn::Ptx(insn) = b.lower.insn else { panic!("{}: an NVIDIA intrinsic row without its PTX instruction", b.name) };
        let Some(t) = target::all().find(|t| b.check_avail(t, 32).is_ok()) else { panic!("{}: available nowhere", b.name) };
        let args = b.params.iter().map(|p| if p.imm { ArgExpr::Int(0) } else { ArgExpr::Name(p.name.to_string()) }).collect();
        let call = CallExpr { name: b.name.to_string(), args };
        let ptx = lower(&call, t, Some(32), None).and_then(|l| l.ptx()).unwrap_or_else(|d| panic!("{} on {}: {d}", b.name, t.name));
        // The warp size folds to its constant: no instruction.
        if insn == PtxInsn::Sreg(xlane_core::semantics::nvidia::sreg::Sreg::WarpSize) {
            assert!(ptx.insts.is_empty(), "{:?}", ptx.insts);
            continue;
        }
        // The instruction comes last (after a `setp` of a predicate operand).
        let Some(line) = ptx.insts.last() else { panic!("{}: no instruction", b.name) };
        let mut words = line.trim_end_matches(';').split_whitespace();
        let opcode = words.next().unwrap_or("");
        let operands: Vec<&str> = words.map(|w| w.trim_end_matches(',')).collect();
        // `mov.u32 %r1, %laneid;` is spelled `mov.u32 %laneid` (the register read names the row).
        let key = if opcode == "mov.u32" { format!("{opcode} {}", operands.last().unwrap_or(&"")) } else { opcode.to_string() };
        assert_eq!(key, insn.mnemonic(), "{}: {line}", b.name);
        let with_pred = operands.first().is_some_and(|d| d.contains('|'));
        let back = registry::by_ptx_insn(&key, with_pred).unwrap_or_else(|| panic!("{}: `{key}` finds no row", b.name));
        // cp.async's mnemonic leaves the size to an operand: any size's row reads it.
        if !matches!(insn, PtxInsn::CpAsync { .. }) {
            assert_eq!(back.lower.insn, b.lower.insn, "{}: `{line}` reads back as {}", b.name, back.name);
        }
        checked += 1;
    }
    assert!(checked > 50, "{checked}");
}
