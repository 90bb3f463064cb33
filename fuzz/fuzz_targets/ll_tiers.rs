#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| xlane_fuzz::ll_tiers(data));
