//! The snippet language without builtins: C arithmetic, conversions, divergence and errors.
//! Expected values are worked out by hand from the C rules cited in the comments.

use xlane_cli::snippet::{self, Options, Run};
use xlane_core::semantics::UndefPolicy;
use xlane_core::DiagKind;

fn opts(target: &str, exec: u64) -> Options {
    let t = xlane_core::target::lookup(target).unwrap();
    Options { target: t, wave: t.default_wave(), exec, policy: UndefPolicy::Strict, placeholders: false }
}

fn run(target: &str, text: &str) -> Run {
    snippet::eval(text, &opts(target, u64::MAX)).unwrap_or_else(|d| panic!("{d}"))
}

/// Lane values of a variable (`None` = undefined).
fn lanes(r: &Run, name: &str) -> Vec<Option<u64>> {
    let v = r.vars.iter().find(|v| v.name == name).unwrap_or_else(|| panic!("no variable {name}"));
    (0..64).map(|l| v.lanes.get(l)).collect()
}

#[test]
fn per_lane_initialiser_and_arithmetic() {
    let r = run("gfx942", "int v = lane * 10; int w = v / 3 - 7; int m = -7 % 3;");
    for l in 0..64u64 {
        assert_eq!(lanes(&r, "v")[l as usize], Some(l * 10));
        // C division truncates toward zero: (0*10)/3 - 7 = -7.
        let w = (l as i64 * 10) / 3 - 7;
        assert_eq!(lanes(&r, "w")[l as usize], Some(w as u32 as u64));
        // -7 % 3 == -1 in C (C11 6.5.5p6).
        assert_eq!(lanes(&r, "m")[l as usize], Some(-1i32 as u32 as u64));
    }
}

#[test]
fn unsigned_wraps_and_signed_overflow_is_undefined() {
    let r = run("gfx942", "unsigned u = 0u - 1u; int big = 2147483647; int o = big + lane; unsigned long long w = 0 - 1ull;");
    assert_eq!(lanes(&r, "u")[5], Some(0xffff_ffff));
    assert_eq!(lanes(&r, "o")[0], Some(0x7fff_ffff));
    assert_eq!(lanes(&r, "o")[1], None, "INT_MAX + 1 is undefined (C11 6.5p5)");
    assert_eq!(lanes(&r, "w")[3], Some(u64::MAX));
}

#[test]
fn usual_arithmetic_conversions() {
    // -1 < 0u compares as unsigned: 0xffffffff < 0 is false (C11 6.3.1.8).
    // -1 < 0L: long holds every int, so the comparison is signed and true.
    let r = run("gfx942", "bool a = -1 < 0u; bool b = -1 < 0L; unsigned c = 0xffffffff; long d = c + 1L;");
    assert_eq!(lanes(&r, "a")[0], Some(0));
    assert_eq!(lanes(&r, "b")[0], Some(1));
    assert_eq!(lanes(&r, "d")[0], Some(0x1_0000_0000));
}

#[test]
fn floats_and_conversions() {
    let r = run("gfx942", "float f = lane / 2.0f; double d = 1.0 / 3; int t = -2.7; __half h = 1.0 / 3;");
    assert_eq!(lanes(&r, "f")[3], Some(1.5f32.to_bits() as u64));
    assert_eq!(lanes(&r, "d")[0], Some((1.0f64 / 3.0).to_bits()));
    // Float to int truncates toward zero (C11 6.3.1.4).
    assert_eq!(lanes(&r, "t")[0], Some(-2i32 as u32 as u64));
    // 1/3 in binary16, rounded to nearest: 0x3555 (0.333251953125).
    assert_eq!(lanes(&r, "h")[0], Some(0x3555));
}

#[test]
fn if_narrows_and_ternary_selects() {
    let r = run("gfx942", "int x = 0; if (lane & 1) { x = lane; } else x = -lane; int y = lane < 4 ? 7 : 9;");
    assert_eq!(lanes(&r, "x")[3], Some(3));
    assert_eq!(lanes(&r, "x")[4], Some(-4i32 as u32 as u64));
    assert_eq!(lanes(&r, "y")[3], Some(7));
    assert_eq!(lanes(&r, "y")[4], Some(9));
}

#[test]
fn variables_declared_in_a_branch_exist_only_where_it_ran() {
    let r = run("gfx1100", "if (lane >= 16) { int z = 1; }");
    let z = r.vars.iter().find(|v| v.name == "z").unwrap();
    assert_eq!(z.live, 0xffff_0000);
}

#[test]
fn exec_mask_limits_lanes() {
    let r = snippet::eval("int v = lane;", &opts("gfx1100", 0xf0)).unwrap();
    assert_eq!(r.vars[0].live, 0xf0);
}

#[test]
fn list_initialiser_needs_one_value_per_lane() {
    let o = opts("gfx1100", u64::MAX);
    let list: Vec<String> = (0..32).map(|i| (i * 3).to_string()).collect();
    let r = snippet::eval(&format!("int v = {{{}}};", list.join(", ")), &o).unwrap();
    assert_eq!(r.vars[0].lanes.get(31), Some(93));
    let e = snippet::eval("int v = {1, 2, 3};", &o).unwrap_err();
    assert!(e.message.contains("3 values"), "{e}");
}

#[test]
fn syntax_error_points_at_the_column() {
    let e = snippet::eval("int v = lane * ;", &opts("gfx942", u64::MAX)).unwrap_err();
    assert_eq!(e.kind, DiagKind::Malformed);
    // The caret sits under the `;` at column 16.
    let at = e.loc.as_ref().expect("a location");
    assert_eq!((at.line, at.col, at.width), (1, 16, 1), "{e}");
    let shown = e.to_string();
    let caret_line = shown.lines().find(|l| l.contains('^')).unwrap();
    assert_eq!(caret_line.find('^').unwrap() - caret_line.find('|').unwrap() - 2, 15, "{e}");
}

#[test]
fn undeclared_name_is_an_error() {
    let e = snippet::eval("int v = w + 1;", &opts("gfx942", u64::MAX)).unwrap_err();
    assert!(e.message.contains("`w` is not declared"), "{e}");
}

#[test]
fn type_errors() {
    let e = snippet::eval("float f = 1.0f; int x = f & 1;", &opts("gfx942", u64::MAX)).unwrap_err();
    assert_eq!(e.kind, DiagKind::Type);
    let e = snippet::eval("unsigned short int q = 1; long double z = 2;", &opts("gfx942", u64::MAX)).unwrap_err();
    assert!(e.message.contains("long double"), "{e}");
}

#[test]
fn integer_literal_types_follow_c() {
    // 0xffffffff is unsigned int, so `0xffffffff + 1` wraps to 0; 4294967295 (decimal) is long.
    let r = run("gfx942", "long a = 0xffffffff + 1; long b = 4294967295 + 1;");
    assert_eq!(lanes(&r, "a")[0], Some(0));
    assert_eq!(lanes(&r, "b")[0], Some(0x1_0000_0000));
}

#[test]
fn nan_results_are_undefined_but_infinities_are_exact() {
    // IEEE 754 leaves a generated NaN's payload to the implementation, so the lane is undef.
    let r = run("sm_90", "float n = 0.0f / 0.0f; float i = 1.0f / 0.0f; double m = -0.0 * 1.0;");
    assert_eq!(lanes(&r, "n")[0], None);
    assert_eq!(lanes(&r, "i")[0], Some(f32::INFINITY.to_bits() as u64));
    assert_eq!(lanes(&r, "m")[0], Some((-0.0f64).to_bits()));
}
