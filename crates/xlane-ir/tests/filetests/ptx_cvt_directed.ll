; Inline PTX `cvt` with a directed rounding (PTX ISA 9.7.9.21: `.rz .rm .rp` to .f16, .bf16
; and .f32 from f32, f64 and u64) and .f16 -> .bf16, as CUDA 12's cuda_fp16.hpp/cuda_bf16.hpp
; write them (`cvt.rz.f16.u64`, `cvt.rz.bf16.f32`, `cvt.rp.bf16.f32`): the exact operand value
; rounded once (numerics/exact_round.rs). Lane i converts x[i] (f32), y[i] (f64), n[i] (u64)
; and h[i] (f16) and writes 9 words out[9 i + k]: cvt.rz.f16.f32 x, cvt.rp.f16.f32 x,
; cvt.rm.bf16.f32 x, cvt.rz.bf16.f32 x, cvt.rp.f32.f64 y, cvt.rz.f32.f64 y, cvt.rz.f16.u64 n,
; cvt.rm.f32.u64 n, cvt.rn.bf16.f16 h (16-bit results zero-extended). Cases: binary16 ties and
; overflow (65520: the largest finite toward zero, Inf up), bfloat16 subnormals (1.5·2^-133),
; binary32 overflow from f64 (3.5e38, 1e300), -0.0 (kept), 2^64-1 and 2^53+1, -Inf. Expected values:
; ref/ptx_cvt_directed.py (exact rationals rounded by the IEEE 754 definition), never xlane.
; launch: "kernel": "k", "target": "sm_90", "block": [8], "args": [
; launch:   {"buffer": "u32", "data": ["0x3f801000", "0xbf801000", "0x477ff000", "0x322bcc77", "0xff61b1e6", "0x3eaaaaab", "0x00018000", "0x00000000"]},
; launch:   {"buffer": "u64", "data": ["0x3ff0000000001000", "0xbfd5555555555555", "0x47f074f8c4d3cd7b", "0xb58dee7a4ad4b81f", "0x3698000000000000", "0x401c000000000000", "0x8000000000000000", "0x7e37e43c8800759c"]},
; launch:   {"buffer": "u64", "data": ["0x0000000000000801", "0x000000000000ffff", "0x000000000000fff0", "0xffffffffffffffff", "0x0000000000001001", "0x0000000000000001", "0x0000000000000000", "0x0020000000000001"]},
; launch:   {"buffer": "u16", "data": ["0x3c01", "0xbc01", "0x7bff", "0x0001", "0x8001", "0x3555", "0x0000", "0xfc00"]},
; launch:   {"buffer": "u32", "len": 72, "fill": 0}]
; expect: {"4": {"data": [
; expect:   "0x00003c00", "0x00003c01", "0x00003f80", "0x00003f80", "0x3f800001", "0x3f800000", "0x00006800", "0x45001000", "0x00003f80",
; expect:   "0x0000bc00", "0x0000bc00", "0x0000bf81", "0x0000bf80", "0xbeaaaaaa", "0xbeaaaaaa", "0x00007bff", "0x477fff00", "0x0000bf80",
; expect:   "0x00007bff", "0x00007c00", "0x0000477f", "0x0000477f", "0x7f800000", "0x7f7fffff", "0x00007bff", "0x477ff000", "0x00004780",
; expect:   "0x00000000", "0x00000001", "0x0000322b", "0x0000322b", "0x80000000", "0x80000000", "0x00007bff", "0x5f7fffff", "0x00003380",
; expect:   "0x0000fbff", "0x0000fbff", "0x0000ff62", "0x0000ff61", "0x00000001", "0x00000000", "0x00006c00", "0x45800800", "0x0000b380",
; expect:   "0x00003555", "0x00003556", "0x00003eaa", "0x00003eaa", "0x40e00000", "0x40e00000", "0x00003c00", "0x3f800000", "0x00003eab",
; expect:   "0x00000000", "0x00000001", "0x00000001", "0x00000001", "0x80000000", "0x80000000", "0x00000000", "0x00000000", "0x00000000",
; expect:   "0x00000000", "0x00000000", "0x00000000", "0x00000000", "0x7f800000", "0x7f7fffff", "0x00007bff", "0x5a000000", "0x0000ff80"]}}
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %xs, ptr %ys, ptr %ns, ptr %hs, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr float, ptr %xs, i32 %t
  %x = load float, ptr %px, align 4
  %py = getelementptr double, ptr %ys, i32 %t
  %y = load double, ptr %py, align 8
  %pn = getelementptr i64, ptr %ns, i32 %t
  %n = load i64, ptr %pn, align 8
  %ph = getelementptr i16, ptr %hs, i32 %t
  %h = load i16, ptr %ph, align 2
  %base = mul i32 %t, 9
  %r0 = call i16 asm "cvt.rz.f16.f32 $0, $1;", "=h,f"(float %x)
  %w0 = zext i16 %r0 to i32
  %o0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr %out, i32 %o0
  store i32 %w0, ptr %p0, align 4
  %r1 = call i16 asm "cvt.rp.f16.f32 $0, $1;", "=h,f"(float %x)
  %w1 = zext i16 %r1 to i32
  %o1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr %out, i32 %o1
  store i32 %w1, ptr %p1, align 4
  %r2 = call i16 asm "cvt.rm.bf16.f32 $0, $1;", "=h,f"(float %x)
  %w2 = zext i16 %r2 to i32
  %o2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr %out, i32 %o2
  store i32 %w2, ptr %p2, align 4
  %r3 = call i16 asm "cvt.rz.bf16.f32 $0, $1;", "=h,f"(float %x)
  %w3 = zext i16 %r3 to i32
  %o3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr %out, i32 %o3
  store i32 %w3, ptr %p3, align 4
  %r4 = call float asm "cvt.rp.f32.f64 $0, $1;", "=f,d"(double %y)
  %w4 = bitcast float %r4 to i32
  %o4 = add i32 %base, 4
  %p4 = getelementptr i32, ptr %out, i32 %o4
  store i32 %w4, ptr %p4, align 4
  %r5 = call float asm "cvt.rz.f32.f64 $0, $1;", "=f,d"(double %y)
  %w5 = bitcast float %r5 to i32
  %o5 = add i32 %base, 5
  %p5 = getelementptr i32, ptr %out, i32 %o5
  store i32 %w5, ptr %p5, align 4
  %r6 = call i16 asm "cvt.rz.f16.u64 $0, $1;", "=h,l"(i64 %n)
  %w6 = zext i16 %r6 to i32
  %o6 = add i32 %base, 6
  %p6 = getelementptr i32, ptr %out, i32 %o6
  store i32 %w6, ptr %p6, align 4
  %r7 = call float asm "cvt.rm.f32.u64 $0, $1;", "=f,l"(i64 %n)
  %w7 = bitcast float %r7 to i32
  %o7 = add i32 %base, 7
  %p7 = getelementptr i32, ptr %out, i32 %o7
  store i32 %w7, ptr %p7, align 4
  %r8 = call i16 asm "cvt.rn.bf16.f16 $0, $1;", "=h,h"(i16 %h)
  %w8 = zext i16 %r8 to i32
  %o8 = add i32 %base, 8
  %p8 = getelementptr i32, ptr %out, i32 %o8
  store i32 %w8, ptr %p8, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
