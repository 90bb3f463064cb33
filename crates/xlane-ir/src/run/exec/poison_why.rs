//! Why an operation made poison from defined operands, in words, for the undefined-value
//! trace (`trace`): which LangRef rule the lane's operands broke (LangRef `add`/`sub`/`mul`/
//! `shl` `nuw`/`nsw`, `udiv`/`sdiv`/`lshr`/`ashr` `exact`, `or disjoint`, shifts by the width
//! or more, `icmp samesign`, `trunc`/`zext` flags, `llvm.ctlz`/`cttz`/`abs` with the poison
//! flag, `fptosi`/`fptoui` out of range; a load of undefined memory).

use super::*;
use crate::front::ll::ast::flags::*;

/// The operation's name as the instruction writes it (`add nsw`) and the reason for a lane
/// whose first two operands were `a` and `b`.
pub(super) fn why(op: &Op, text: &str, a: u64, b: u64) -> (&'static str, String) {
    let name = leak_name(text);
    let reason = match *op {
        Op::IBin(ops::IBin { op, bits, flags, .. }) => ibin(op, bits as u32, flags, a, b),
        Op::ICmp(ops::ICmp { bits, .. }) => {
            let bits = bits as u32;
            format!("`samesign` is violated: {} and {} differ in sign", sext(a, bits), sext(b, bits))
        }
        Op::Cast(ops::Cast { op, from, flags, .. }) => match op {
            CastOp::FpToSi | CastOp::FpToUi => "the float is out of the integer type's range (or NaN)".into(),
            _ if flags & NNEG != 0 => format!("`nneg` is violated: the operand {} is negative", sext(a, from.bits())),
            _ => format!("a `{}` flag is violated: {a:#x} does not fit the narrower type", if flags & NSW != 0 { "nsw" } else { "nuw" }),
        },
        Op::IUnary(ops::IUnary { op: IUn::Abs, bits, .. }) => format!("`abs` of the minimum value {} with the poison flag set", sext(a, bits as u32)),
        Op::IUnary(_) => "a count of leading/trailing zeros of 0 with the poison flag set".into(),
        Op::Load(_) => "the load reads memory holding no defined value (never written, or written undefined)".into(),
        _ => "the operation makes the lane undefined (poison) from defined operands".into(),
    };
    (name, reason)
}

fn ibin(op: IOp, bits: u32, flags: u8, a: u64, b: u64) -> String {
    let (x, y) = ([a; L], [b; L]);
    let sym = match op {
        IOp::Add => "+",
        IOp::Sub => "-",
        IOp::Mul => "*",
        IOp::Shl => "<<",
        IOp::LShr | IOp::AShr => ">>",
        IOp::UDiv | IOp::SDiv => "/",
        _ => "|",
    };
    if matches!(op, IOp::Shl | IOp::LShr | IOp::AShr) && b & mask(bits) >= bits as u64 {
        return format!("shift by {} ≥ the width ({bits} bits)", b & mask(bits));
    }
    let hit = |f: u8| flags & f != 0 && iops::flag_poison(op, bits, f, &x, &y) & 1 != 0;
    let ty = format!("i{bits}");
    if hit(NSW) {
        format!("signed overflow (`nsw`): {} {sym} {} does not fit {ty}", sext(a, bits), sext(b, bits))
    } else if hit(NUW) {
        format!("unsigned overflow (`nuw`): {} {sym} {} does not fit {ty}", a & mask(bits), b & mask(bits))
    } else if hit(EXACT) {
        format!("`exact` is violated: {} {sym} {} drops nonzero bits", a & mask(bits), b & mask(bits))
    } else if hit(DISJOINT) {
        format!("`disjoint` is violated: {a:#x} and {b:#x} share set bits")
    } else {
        "a poison-generating flag is violated".into()
    }
}

/// `%5 = add nsw i32 %3, %4` → `add nsw`: the opcode and the flags after it (interned: the
/// origin keeps a `&'static str`, and there are few distinct names).
fn leak_name(text: &str) -> &'static str {
    const FLAGS: [&str; 8] = ["nsw", "nuw", "exact", "disjoint", "nneg", "samesign", "fast", "contract"];
    let rhs = text.split_once('=').map_or(text, |(_, r)| r).trim();
    let mut words = rhs.split_whitespace();
    let mut name = words.next().unwrap_or("operation").to_string();
    if name == "call" || name == "tail" {
        return "call";
    }
    for w in words {
        if FLAGS.contains(&w) {
            name.push(' ');
            name.push_str(w);
        } else {
            break;
        }
    }
    intern(&name)
}

fn intern(s: &str) -> &'static str {
    use std::sync::Mutex;
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut names = NAMES.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(n) = names.iter().find(|n| **n == s) {
        return n;
    }
    let n: &'static str = Box::leak(s.to_string().into_boxed_str());
    names.push(n);
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_name_the_rule_and_the_values() {
        let add = Op::IBin(ops::IBin { op: IOp::Add, bits: 32, flags: NSW, dst: 2, a: 0, b: 1 });
        let (n, r) = why(&add, "%7 = add nsw i32 %5, %6, !dbg !12", 0x7fff_ffff, 1);
        assert_eq!(n, "add nsw");
        // 2^31 - 1 + 1 = 2^31 is past i32's maximum (independent arithmetic)
        assert_eq!(r, "signed overflow (`nsw`): 2147483647 + 1 does not fit i32");
        let shl = Op::IBin(ops::IBin { op: IOp::Shl, bits: 32, flags: 0, dst: 2, a: 0, b: 1 });
        assert_eq!(why(&shl, "%x = shl i32 %a, %b", 1, 32).1, "shift by 32 ≥ the width (32 bits)");
        let udiv = Op::IBin(ops::IBin { op: IOp::UDiv, bits: 32, flags: EXACT, dst: 2, a: 0, b: 1 });
        assert_eq!(why(&udiv, "%x = udiv exact i32 %a, %b", 7, 2).1, "`exact` is violated: 7 / 2 drops nonzero bits");
    }
}
