//! Kernel names as the source spells them. A module names a C++ kernel by its Itanium
//! mangling (`_Z3redPKfPf`); users write `red`, `red(float const*, float*)` or `scan<64>`.
//! [`resolve`] finds the one kernel a name means (or says which ones it could mean, or the
//! nearest names); [`demangle`] prints a mangled name the way the source reads.

use cpp_demangle::{DemangleOptions, Symbol};

mod param_decl;

/// The source spelling of `mangled` with its parameters (`red(float const*, float*)`,
/// `scan<64>(int*)`), or the name itself when it is not a C++ mangling (`extern "C"`).
pub fn demangle(mangled: &str) -> String {
    spelling(mangled, DemangleOptions::new().no_return_type()).unwrap_or_else(|| mangled.to_string())
}

fn spelling(mangled: &str, opts: DemangleOptions) -> Option<String> {
    if !mangled.starts_with("_Z") {
        return None;
    }
    match Symbol::new(mangled) {
        Ok(s) => s.demangle(&opts).ok(),
        // C++20 template-parameter declarations (`Tn <type>`), which cpp_demangle does not know
        Err(_) => param_decl::demangle(mangled, &opts),
    }
}

/// The ways a user may name a kernel: with parameters, without (`scan<64>`), and without
/// template arguments or namespaces (`scan`), spaces removed.
fn spellings(mangled: &str) -> Vec<String> {
    let squash = |s: String| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let mut v = vec![squash(mangled.to_string())];
    if let Some(full) = spelling(mangled, DemangleOptions::new().no_return_type()) {
        v.push(squash(full));
    }
    if let Some(bare) = spelling(mangled, DemangleOptions::new().no_return_type().no_params()) {
        let bare = squash(bare);
        let untemplated = match bare.find('<') {
            Some(i) => bare[..i].to_string(),
            None => bare.clone(),
        };
        let unqualified = untemplated.rsplit("::").next().unwrap_or(&untemplated).to_string();
        v.extend([bare, untemplated, unqualified]);
    }
    // as llvm-cxxfilt and c++filt print it: a function template named in a template argument
    // keeps its return type (`cpy_scalar<&void cpy_1_scalar<float, __half>(char const*, char*)>`),
    // the kernel's own `void` left off as above
    for opts in [DemangleOptions::new(), DemangleOptions::new().no_params()] {
        if let Some(s) = spelling(mangled, opts) {
            let s = squash(s);
            v.push(s.strip_prefix("void").map_or(s.clone(), str::to_string));
        }
    }
    v
}

/// Why a name picks no single kernel.
pub enum Unresolved {
    /// Several kernels answer to it (their source spellings).
    Ambiguous(Vec<String>),
    /// None does; the nearest source names, best first.
    Unknown(Vec<String>),
}

/// The kernel among `kernels` (mangled names) that `name` means.
pub fn resolve<'a>(name: &str, kernels: &[&'a str]) -> Result<&'a str, Unresolved> {
    if let Some(k) = kernels.iter().find(|k| **k == name) {
        return Ok(k);
    }
    let want: String = name.chars().filter(|c| !c.is_whitespace()).collect();
    // the most specific spelling that matches wins: a full signature over a bare name
    for level in 0..5 {
        let hits: Vec<&str> = kernels.iter().copied().filter(|k| spellings(k).get(level) == Some(&want)).collect();
        match hits[..] {
            [one] => return Ok(one),
            [] => continue,
            _ => return Err(Unresolved::Ambiguous(hits.iter().map(|k| demangle(k)).collect())),
        }
    }
    // also any level at all (a mangled name without a demangling has fewer spellings)
    let hits: Vec<&str> = kernels.iter().copied().filter(|k| spellings(k).contains(&want)).collect();
    match hits[..] {
        [one] => Ok(one),
        [] => {
            let mut near: Vec<(usize, String)> = kernels
                .iter()
                .map(|k| {
                    let d = spellings(k).iter().map(|s| edit_distance(s, &want)).min().unwrap_or(usize::MAX);
                    (d, demangle(k))
                })
                .filter(|(d, _)| *d <= want.len().max(3) / 2 + 1)
                .collect();
            near.sort();
            Err(Unresolved::Unknown(near.into_iter().map(|(_, n)| n).collect()))
        }
        _ => Err(Unresolved::Ambiguous(hits.iter().map(|k| demangle(k)).collect())),
    }
}

/// Levenshtein distance (names are short).
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + (ca != cb) as usize).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    // manglings clang-22 gives `k(int*)`, `k(float*)`, `t<5>(int*)`, `t<7>(int*)`, `ns::red(float const*)`
    const KS: [&str; 5] = ["_Z1kPi", "_Z1kPf", "_Z1tILi5EEvPi", "_Z1tILi7EEvPi", "_ZN2ns3redEPKf"];

    #[test]
    fn overloads_and_templates_by_signature() {
        assert_eq!(resolve("k(int*)", &KS).ok(), Some("_Z1kPi"));
        assert_eq!(resolve("k(float *)", &KS).ok(), Some("_Z1kPf"));
        assert_eq!(resolve("t<5>", &KS).ok(), Some("_Z1tILi5EEvPi"));
        assert_eq!(resolve("red", &KS).ok(), Some("_ZN2ns3redEPKf"));
        assert_eq!(resolve("ns::red", &KS).ok(), Some("_ZN2ns3redEPKf"));
        assert!(matches!(resolve("k", &KS), Err(Unresolved::Ambiguous(v)) if v == ["k(int*)", "k(float*)"]));
        assert!(matches!(resolve("t", &KS), Err(Unresolved::Ambiguous(v)) if v.len() == 2));
        assert!(matches!(resolve("rde", &KS), Err(Unresolved::Unknown(v)) if v.first().map(String::as_str) == Some("ns::red(float const*)")));
        assert_eq!(demangle("_Z1tILi5EEvPi"), "t<5>(int*)");
        assert_eq!(demangle("plain_c"), "plain_c");
    }

    // ggml's cpy.cu: `cpy_scalar<cpy_1_scalar<float, half>>`, a function template as a template
    // argument; llvm-cxxfilt-22 prints `void cpy_scalar<&void cpy_1_scalar<float, __half>(char
    // const*, char*)>(char const*, char*, long)` for this (shortened) mangling
    #[test]
    fn a_function_template_argument_as_llvm_cxxfilt_prints_it() {
        let k = ["_ZL10cpy_scalarIXadL_ZL12cpy_1_scalarIf6__halfEvPKcPcEEEvS3_S4_l"];
        assert_eq!(demangle(k[0]), "cpy_scalar<&cpy_1_scalar<float, __half>(char const*, char*)>(char const*, char*, long)");
        for name in [
            "cpy_scalar<&void cpy_1_scalar<float, __half>(char const*, char*)>",
            "cpy_scalar<&void cpy_1_scalar<float, __half>(char const*, char*)>(char const*, char*, long)",
            "cpy_scalar<&cpy_1_scalar<float, __half>(char const*, char*)>",
        ] {
            assert_eq!(resolve(name, &k).ok(), Some(k[0]), "{name}");
        }
    }

    // ggml's getrows.cu: `k_get_rows_kq<float, dequantize_q2_K>`, whose function-pointer
    // argument is declared (`Tn`, C++20); llvm-cxxfilt-22 prints `void k_get_rows_kq<float,
    // &void dequantize_q2_K<float>(void const*, long, float*, int)>(void const*, int const*,
    // float*, long, long, uint3, unsigned long, …)` for it
    #[test]
    fn a_kernel_with_a_declared_template_parameter_by_its_source_name() {
        let k = ["_ZL13k_get_rows_kqIfTnPFvPKvlPT_iEXadL_ZL15dequantize_q2_KIfEvS1_lS3_iEEEvS1_PKiS3_ll5uint3mmmmmmmmm", "_Z1kPi"];
        assert_eq!(
            demangle(k[0]),
            "k_get_rows_kq<float, &dequantize_q2_K<float>(void const*, long, float*, int)>(void const*, int const*, float*, long, long, uint3, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long)"
        );
        for name in [
            "k_get_rows_kq<float, &void dequantize_q2_K<float>(void const*, long, float*, int)>",
            "k_get_rows_kq<float, &dequantize_q2_K<float>(void const*, long, float*, int)>",
            "k_get_rows_kq",
        ] {
            assert_eq!(resolve(name, &k).ok(), Some(k[0]), "{name}");
        }
    }
}
