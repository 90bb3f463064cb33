//! Issue 13: launch-spec floats (`data`, `fill`, `value`, `expect`, `globals`) are the
//! correctly rounded value of their decimal text (to nearest, ties to even, one rounding).
//! Expected bits come from Rust's float literals (correctly rounded by the compiler) or from
//! the IEEE formats worked by hand; never from the reader under test.
use serde_json::Value as J;
use xlane_core::ElemTy;
use xlane_ir::spec::value_bits;

fn bits(t: ElemTy, text: &str) -> u64 {
    let v: J = serde_json::from_str(text).unwrap();
    value_bits(t, &v).unwrap()
}

#[test]
fn f64_is_correctly_rounded() {
    // the value the issue reports read 1 ulp off
    assert_eq!(bits(ElemTy::F64, "988674.7021484375"), 988674.7021484375f64.to_bits());
    for t in ["0.30000000000000004", "2.2250738585072011e-308", "1.7976931348623157e308", "123456789.12345679", "0.1", "3.0000000000000004"] {
        assert_eq!(bits(ElemTy::F64, t), t.parse::<f64>().unwrap().to_bits(), "{t}");
    }
    // halfway: 2^53 + 1 ties to even (2^53); a hair above rounds up
    assert_eq!(bits(ElemTy::F64, "9007199254740993"), 9007199254740992f64.to_bits());
    assert_eq!(bits(ElemTy::F64, "9007199254740993.0000000000000001"), 9007199254740994f64.to_bits());
    // subnormals: 2^-1074, and both sides of half of it
    assert_eq!(bits(ElemTy::F64, "4.9406564584124654e-324"), 1);
    assert_eq!(bits(ElemTy::F64, "2.4703282292062328e-324"), 1);
    assert_eq!(bits(ElemTy::F64, "2.4703282292062327e-324"), 0);
}

#[test]
fn f32_is_not_read_through_f64() {
    // 1 + 2^-24 is the f32 midpoint between 1 and 1 + 2^-23: exactly it ties to even …
    assert_eq!(bits(ElemTy::F32, "1.000000059604644775390625"), 0x3f80_0000);
    // … a 17-digit value just above it rounds up (through f64 it becomes the midpoint, then 1.0)
    assert_eq!(bits(ElemTy::F32, "1.0000000596046448"), 0x3f80_0001);
    // 2^-150 is half the smallest f32 subnormal: exactly it ties to 0, just above it is 2^-149
    assert_eq!(bits(ElemTy::F32, "7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625e-46"), 0);
    assert_eq!(bits(ElemTy::F32, "7.006492321624086e-46"), 1);
    assert_eq!(bits(ElemTy::F32, "16777217"), 0x4b80_0000); // 2^24 + 1 ties to 2^24
    assert_eq!(bits(ElemTy::F32, "0.1"), 0.1f32.to_bits() as u64);
}

#[test]
fn half_and_bfloat16_round_once() {
    // f16: 1 + 2^-11 is the midpoint between 1.0 (0x3c00) and 1 + 2^-10 (0x3c01)
    assert_eq!(bits(ElemTy::F16, "1.00048828125"), 0x3c00);
    assert_eq!(bits(ElemTy::F16, "1.0004882812500001"), 0x3c01);
    assert_eq!(bits(ElemTy::F16, "1.0004882812499999"), 0x3c00);
    assert_eq!(bits(ElemTy::F16, "-1.0004882812500001"), 0xbc01);
    // f16 overflow boundary 65520 ties to even: infinity; below it the largest finite
    assert_eq!(bits(ElemTy::F16, "65520"), 0x7c00);
    assert_eq!(bits(ElemTy::F16, "65519.999999999999"), 0x7bff);
    // smallest f16 subnormal 2^-24; half of it (2^-25) ties to 0
    assert_eq!(bits(ElemTy::F16, "2.98023223876953125e-8"), 0);
    assert_eq!(bits(ElemTy::F16, "2.9802322387695313e-8"), 1);
    // bf16: 1 + 2^-8 is the midpoint between 0x3f80 and 0x3f81
    assert_eq!(bits(ElemTy::BF16, "1.00390625"), 0x3f80);
    assert_eq!(bits(ElemTy::BF16, "1.0039062500000001"), 0x3f81);
}

#[test]
fn conformance_vectors_read_f32_from_the_text() {
    let v: J = serde_json::from_str("1.0000000596046448").unwrap();
    assert_eq!(xlane_core::conform::value_bits(&v, ElemTy::F32), Some(0x3f80_0001));
}
