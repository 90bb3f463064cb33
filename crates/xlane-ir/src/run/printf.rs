//! C `printf` formatting (C17 7.21.6.1), for device `printf`: CUDA's `vprintf` and HIP's
//! printf both hand the host a format string and the arguments, and the host formats them
//! with C semantics. Flags `- + space # 0`, width and precision (numbers or `*`), length
//! modifiers `hh h l ll j z t L`, conversions `d i u o x X c s p f F e E g G a A %`.
//! Floating values are formatted exactly (the shortest correctly rounded digits of the binary
//! value, ties to even, as glibc does).
//!
//! API: implement [`Args`] over the transport (CUDA: the packed argument buffer; HIP: the
//! hostcall/`__ockl_printf_append_*` stream) and call [`format`].

/// Where the arguments come from. Each method takes the next argument.
pub trait Args {
    /// An integer argument of `bytes` bytes (4 for `int`, 8 for `long`/`long long`/`size_t`).
    fn int(&mut self, bytes: u32) -> Result<u64, String>;
    /// A floating argument (promoted to `double`).
    fn double(&mut self) -> Result<f64, String>;
    /// A `%s` argument: the bytes of the string it points to, without the terminator.
    fn string(&mut self) -> Result<Vec<u8>, String>;
    /// A `%p` argument.
    fn pointer(&mut self) -> Result<u64, String>;
}

#[derive(Default, Clone, Copy)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: Option<usize>,
    prec: Option<usize>,
}

/// Format `fmt` with `args`. Returns the text and the number of arguments consumed (CUDA's
/// printf returns that number).
pub fn format(fmt: &[u8], args: &mut dyn Args) -> Result<(String, u32), String> {
    let mut out = String::new();
    let mut used = 0u32;
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        if c != b'%' {
            let start = i;
            while i < fmt.len() && fmt[i] != b'%' {
                i += 1;
            }
            out.push_str(&String::from_utf8_lossy(&fmt[start..i]));
            continue;
        }
        i += 1;
        let mut sp = Spec::default();
        while i < fmt.len() {
            match fmt[i] {
                b'-' => sp.left = true,
                b'+' => sp.plus = true,
                b' ' => sp.space = true,
                b'#' => sp.alt = true,
                b'0' => sp.zero = true,
                _ => break,
            }
            i += 1;
        }
        if fmt.get(i) == Some(&b'*') {
            let w = args.int(4)? as u32 as i32;
            used += 1;
            if w < 0 {
                sp.left = true;
            }
            sp.width = Some(star_field("width", w.unsigned_abs() as usize)?);
            i += 1;
        } else {
            let (n, k) = number(fmt, i);
            sp.width = n;
            i = k;
        }
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                let p = args.int(4)? as u32 as i32;
                used += 1;
                sp.prec = if p < 0 { None } else { Some(star_field("precision", p as usize)?) };
                i += 1;
            } else {
                let (n, k) = number(fmt, i);
                sp.prec = Some(n.unwrap_or(0));
                i = k;
            }
        }
        // length modifier: the argument's size in the argument list
        let mut bytes = 4;
        loop {
            match fmt.get(i) {
                Some(b'h') => {}
                Some(b'l' | b'j' | b'z' | b't' | b'q') => bytes = 8,
                Some(b'L') => {}
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else { return Err("format ends inside a conversion".into()) };
        i += 1;
        let field = match conv {
            b'%' => "%".to_string(),
            b'd' | b'i' => {
                let v = args.int(bytes)?;
                used += 1;
                let v = if bytes == 8 { v as i64 } else { v as u32 as i32 as i64 };
                let (neg, mag) = (v < 0, v.unsigned_abs());
                integer(&sp, neg, &mag.to_string())
            }
            b'u' | b'o' | b'x' | b'X' => {
                let v = args.int(bytes)?;
                used += 1;
                let v = if bytes == 8 { v } else { v as u32 as u64 };
                let mut digits = match conv {
                    b'u' => v.to_string(),
                    b'o' => format!("{v:o}"),
                    b'x' => format!("{v:x}"),
                    _ => format!("{v:X}"),
                };
                if sp.prec == Some(0) && v == 0 {
                    digits.clear();
                }
                let mut s = Spec { plus: false, space: false, ..sp };
                if sp.alt && conv == b'o' && !digits.starts_with('0') {
                    digits.insert(0, '0');
                }
                let prefix = if sp.alt && v != 0 && conv == b'x' {
                    "0x"
                } else if sp.alt && v != 0 && conv == b'X' {
                    "0X"
                } else {
                    ""
                };
                s.alt = false;
                pad_number(&s, prefix, &precision_digits(&digits, sp.prec))
            }
            b'c' => {
                let v = args.int(4)?;
                used += 1;
                pad(&sp, &((v as u8) as char).to_string())
            }
            b's' => {
                let mut s = args.string()?;
                used += 1;
                if let Some(p) = sp.prec {
                    s.truncate(p);
                }
                pad(&sp, &String::from_utf8_lossy(&s))
            }
            b'p' => {
                let v = args.pointer()?;
                used += 1;
                pad(&sp, &format!("{v:#x}"))
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let v = args.double()?;
                used += 1;
                float(&sp, conv, v)
            }
            b'n' => return Err("`%n` is not supported by device printf".into()),
            c => return Err(format!("unknown conversion `%{}`", c as char)),
        };
        out.push_str(&field);
    }
    Ok((out, used))
}

/// The widest field or precision xlane prints: a literal one is capped at it; one passed by `*`
/// beyond it is refused (it would allocate up to 2 GiB of padding per call).
const MAX_FIELD: usize = 4096;

fn star_field(what: &str, n: usize) -> Result<usize, String> {
    if n > MAX_FIELD {
        return Err(format!("the `*` {what} argument is {n}; xlane prints fields of at most {MAX_FIELD} characters"));
    }
    Ok(n)
}

fn number(fmt: &[u8], mut i: usize) -> (Option<usize>, usize) {
    let start = i;
    while i < fmt.len() && fmt[i].is_ascii_digit() {
        i += 1;
    }
    if i == start {
        return (None, i);
    }
    (std::str::from_utf8(&fmt[start..i]).ok().and_then(|s| s.parse().ok()).map(|n: usize| n.min(MAX_FIELD)), i)
}

fn precision_digits(d: &str, prec: Option<usize>) -> String {
    match prec {
        Some(p) if d.len() < p => format!("{}{d}", "0".repeat(p - d.len())),
        _ => d.to_string(),
    }
}

fn integer(sp: &Spec, neg: bool, mag: &str) -> String {
    let digits = if sp.prec == Some(0) && mag == "0" { String::new() } else { precision_digits(mag, sp.prec) };
    let sign = if neg {
        "-"
    } else if sp.plus {
        "+"
    } else if sp.space {
        " "
    } else {
        ""
    };
    pad_number(sp, sign, &digits)
}

/// Pad `prefix + digits` to the width: zeros after the prefix with `0` (not with `-` or an
/// integer precision), else spaces on the left or right.
fn pad_number(sp: &Spec, prefix: &str, digits: &str) -> String {
    let len = prefix.len() + digits.len();
    let w = sp.width.unwrap_or(0);
    if len >= w {
        return format!("{prefix}{digits}");
    }
    if sp.left {
        format!("{prefix}{digits}{}", " ".repeat(w - len))
    } else if sp.zero {
        format!("{prefix}{}{digits}", "0".repeat(w - len))
    } else {
        format!("{}{prefix}{digits}", " ".repeat(w - len))
    }
}

fn pad(sp: &Spec, s: &str) -> String {
    let w = sp.width.unwrap_or(0);
    let n = s.chars().count();
    if n >= w {
        s.to_string()
    } else if sp.left {
        format!("{s}{}", " ".repeat(w - n))
    } else {
        format!("{}{s}", " ".repeat(w - n))
    }
}

/// `%e` digits: `d.ddd` and the decimal exponent.
fn exp_parts(v: f64, prec: usize) -> (String, i32) {
    let s = format!("{v:.prec$e}");
    let (m, e) = s.split_once('e').unwrap();
    (m.to_string(), e.parse().unwrap())
}

fn exp_text(m: &str, e: i32, upper: bool) -> String {
    let sign = if e < 0 { '-' } else { '+' };
    let s = format!("{m}{}{sign}{:02}", if upper { 'E' } else { 'e' }, e.unsigned_abs());
    s
}

fn float(sp: &Spec, conv: u8, v: f64) -> String {
    let upper = conv.is_ascii_uppercase();
    let neg = v.is_sign_negative();
    let a = v.abs();
    let sign = if neg {
        "-"
    } else if sp.plus {
        "+"
    } else if sp.space {
        " "
    } else {
        ""
    };
    if !a.is_finite() {
        let t = if a.is_nan() { "nan" } else { "inf" };
        let t = if upper { t.to_uppercase() } else { t.to_string() };
        return pad(sp, &format!("{sign}{t}"));
    }
    let prec = sp.prec.unwrap_or(6);
    let body = match conv.to_ascii_lowercase() {
        b'f' => {
            let mut s = format!("{a:.prec$}");
            if sp.alt && prec == 0 {
                s.push('.');
            }
            s
        }
        b'e' => {
            let (mut m, e) = exp_parts(a, prec);
            if sp.alt && prec == 0 {
                m.push('.');
            }
            exp_text(&m, e, upper)
        }
        b'g' => {
            let p = if prec == 0 { 1 } else { prec };
            let (_, x) = exp_parts(a, p - 1);
            let mut s = if x < p as i32 && x >= -4 {
                let fp = (p as i32 - 1 - x) as usize;
                format!("{a:.fp$}")
            } else {
                let (m, e) = exp_parts(a, p - 1);
                exp_text(&m, e, upper)
            };
            if !sp.alt {
                // drop trailing zeros of the fraction (and a bare point)
                let (mant, exp) = match s.find(['e', 'E']) {
                    Some(k) => (s[..k].to_string(), s[k..].to_string()),
                    None => (s.clone(), String::new()),
                };
                let mant = if mant.contains('.') { mant.trim_end_matches('0').trim_end_matches('.').to_string() } else { mant };
                s = mant + &exp;
            } else if !s.contains('.') {
                match s.find(['e', 'E']) {
                    Some(k) => s.insert(k, '.'),
                    None => s.push('.'),
                }
            }
            s
        }
        _ => hex_float(a, sp.prec, sp.alt, upper),
    };
    let mut s = Spec { ..*sp };
    s.alt = false;
    if sp.left {
        s.zero = false;
    }
    pad_number(&s, sign, &body)
}

/// `%a`: `0x1.hhhp±d` (normal), `0x0.hhhp-1022` (subnormal), with the given number of hex
/// digits rounded to nearest even, or the exact digits without a precision.
fn hex_float(a: f64, prec: Option<usize>, alt: bool, upper: bool) -> String {
    let bits = a.to_bits();
    let (mut lead, mut frac, exp) = if a == 0.0 {
        (0u64, 0u64, 0i32)
    } else if bits >> 52 == 0 {
        (0, bits & ((1 << 52) - 1), -1022)
    } else {
        (1, bits & ((1 << 52) - 1), (bits >> 52) as i32 - 1023)
    };
    let mut digits = 13usize;
    if let Some(p) = prec {
        if p < 13 {
            let drop = 4 * (13 - p) as u32;
            let rem = frac & ((1 << drop) - 1);
            let half = 1u64 << (drop - 1);
            frac >>= drop;
            if rem > half || (rem == half && frac & 1 == 1) {
                frac += 1;
                if frac >> (4 * p) != 0 {
                    frac &= (1 << (4 * p)) - 1;
                    lead += 1;
                }
            }
            digits = p;
        }
    }
    let mut h = if digits == 0 { String::new() } else { format!("{frac:0digits$x}") };
    if prec.is_none() {
        h = h.trim_end_matches('0').to_string();
    }
    let extra = prec.map_or(0, |p| p.saturating_sub(13));
    h.push_str(&"0".repeat(extra));
    let point = if h.is_empty() && !alt { "" } else { "." };
    let s = format!("0x{lead}{point}{h}p{}{}", if exp < 0 { '-' } else { '+' }, exp.unsigned_abs());
    if upper {
        s.to_uppercase()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Arguments from a list (ints, doubles, strings).
    enum A {
        I(u64),
        D(f64),
        S(&'static str),
    }
    struct List(Vec<A>, usize);
    impl Args for List {
        fn int(&mut self, _: u32) -> Result<u64, String> {
            self.1 += 1;
            match self.0.get(self.1 - 1) {
                Some(A::I(v)) => Ok(*v),
                _ => Err("not an int".into()),
            }
        }
        fn double(&mut self) -> Result<f64, String> {
            self.1 += 1;
            match self.0.get(self.1 - 1) {
                Some(A::D(v)) => Ok(*v),
                _ => Err("not a double".into()),
            }
        }
        fn string(&mut self) -> Result<Vec<u8>, String> {
            self.1 += 1;
            match self.0.get(self.1 - 1) {
                Some(A::S(v)) => Ok(v.as_bytes().to_vec()),
                _ => Err("not a string".into()),
            }
        }
        fn pointer(&mut self) -> Result<u64, String> {
            self.int(8)
        }
    }

    fn f(fmt: &str, a: Vec<A>) -> String {
        format(fmt.as_bytes(), &mut List(a, 0)).unwrap().0
    }

    /// Expected strings are what glibc 2.36's printf prints for the same calls.
    #[test]
    fn integers() {
        assert_eq!(f("%d|%5d|%-5d|%05d|%+d|% d", vec![A::I(-7i32 as u32 as u64), A::I(42), A::I(42), A::I(42), A::I(3), A::I(3)]), "-7|   42|42   |00042|+3| 3");
        assert_eq!(f("%x %X %#x %o %#o %u", vec![A::I(255), A::I(255), A::I(255), A::I(8), A::I(8), A::I(u32::MAX as u64)]), "ff FF 0xff 10 010 4294967295");
        assert_eq!(f("%.3d|%8.3d|%.0d|%lld", vec![A::I(5), A::I(5), A::I(0), A::I(-1i64 as u64)]), "005|     005||-1");
        assert_eq!(f("%*d|%-*d|%c%%", vec![A::I(4), A::I(1), A::I(3), A::I(2), A::I(65)]), "   1|2  |A%");
    }

    #[test]
    #[allow(clippy::approx_constant)] // -3.14159 is a printf input, not π
    fn floats() {
        assert_eq!(f("%f %.2f %.0f %10.3f %-8.1f|", vec![A::D(1.5), A::D(0.125), A::D(2.5), A::D(-3.14159), A::D(2.25)]), "1.500000 0.12 2     -3.142 2.2     |");
        assert_eq!(f("%e %.3E %e", vec![A::D(12345.678), A::D(0.00012), A::D(0.0)]), "1.234568e+04 1.200E-04 0.000000e+00");
        assert_eq!(f("%g %g %g %g %G %#g", vec![A::D(100000.0), A::D(1000000.0), A::D(0.0001), A::D(0.00001), A::D(1e-10), A::D(1.0)]), "100000 1e+06 0.0001 1e-05 1E-10 1.00000");
        assert_eq!(f("%a %a %.1a %A", vec![A::D(1.0), A::D(0.5), A::D(1.96875), A::D(-2.0)]), "0x1p+0 0x1p-1 0x2.0p+0 -0X1P+1");
        assert_eq!(f("%f %F %e %+.1f %08.2f", vec![A::D(f64::INFINITY), A::D(f64::NAN), A::D(f64::NEG_INFINITY), A::D(0.05), A::D(-1.5)]), "inf NAN -inf +0.1 -0001.50");
    }

    #[test]
    fn strings_and_counts() {
        let (s, n) = format(b"[%s|%.2s|%5s] %d", &mut List(vec![A::S("abc"), A::S("abc"), A::S("ab"), A::I(1)], 0)).unwrap();
        assert_eq!(s, "[abc|ab|   ab] 1");
        assert_eq!(n, 4);
        assert!(format(b"%", &mut List(vec![], 0)).is_err());
        // a `*` width or precision past the cap is refused, not 2 GiB of padding (or a panic)
        let e = format(b"%*d", &mut List(vec![A::I(i32::MAX as u64), A::I(1)], 0)).unwrap_err();
        assert!(e.contains("2147483647") && e.contains("width"), "{e}");
        let e = format(b"%.*f", &mut List(vec![A::I(100_000), A::D(1.0)], 0)).unwrap_err();
        assert!(e.contains("precision"), "{e}");
        assert_eq!(format(b"%-*d|", &mut List(vec![A::I(-3i32 as u32 as u64), A::I(7)], 0)).unwrap().0, "7  |");
    }
}
