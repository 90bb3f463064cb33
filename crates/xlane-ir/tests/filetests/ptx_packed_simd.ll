; Packed and SIMD inline PTX as ggml's mmvq and CUDA's fp16/bf16/fp8 headers write it: SIMD
; video instructions (vsub4, vset4, vsub4.sat, vadd2.sat, vavrg4, vabsdiff4.add, vmax2, vmin4),
; .f16x2/.bf16x2 arithmetic (mul, fma.rn, fma.rn.relu) and the fp8 conversions of cvt
; (e4m3x2/e5m2x2 to f16x2, f32 pairs and f16x2 to e4m3x2/e5m2x2 with .satfinite).
; Lane i reads a[i], b[i], c[i] and writes 16 words out[16 i + k], one per instruction k (in
; the order above). Expected values: ref/ptx_packed_simd.py, a host reference written from
; the PTX ISA text (numpy float16, exact fractions for bfloat16, ml_dtypes' float8 types with
; the .satfinite clamp), never from xlane. Lane 2's bf16 fma is (1+2^-4)^2 +- 2^-100, a
; binary64 tie that must not be taken for a bfloat16 tie (0x3f91 and 0xbf91).
; launch: "kernel": "k", "target": "sm_90", "block": [4], "args": [
; launch:   {"buffer": "u32", "data": ["0x807f1001", "0x3c003e00", "0x3f883f88", "0x43e00000"]},
; launch:   {"buffer": "u32", "data": ["0x010120ff", "0x40004200", "0x3f88bf88", "0xc3e80000"]},
; launch:   {"buffer": "u32", "data": ["0x00000007", "0xbc003c01", "0x0d808d80", "0x7c000001"]},
; launch:   {"buffer": "u32", "len": 64, "fill": 0}]
; expect: {"3": {"data": ["0x7f7ef002", "0x01010101", "0x807ef002", "0x81803100", "0xc0401800", "0x00000212", "0x807f20ff", "0x800110ff", "0x80000050", "0x80000057", "0x80000007", "0x00000007", "0x28001800", "0x10000100", "0x00008000", "0x00008010",
; expect:   "0xfc00fc00", "0x01000100", "0xfc00fc00", "0x7c007fff", "0x3e004000", "0xbc003c09", "0x40004200", "0x3c003e00", "0x40004480", "0x3c004580", "0x3c004080", "0x3c004080", "0x3f000000", "0x3e000000", "0x00000440", "0x00003c3e",
; expect:   "0x00008000", "0x00000100", "0x00007f00", "0x7f10ff10", "0x3f88ff88", "0x0d808e00", "0x3f88bf88", "0x3f88bf88", "0x4317c317", "0x4317c317", "0x3f91bf91", "0x3f910000", "0x3f80a400", "0x3f008800", "0x00003939", "0x00004040",
; expect:   "0x80f80000", "0x01010000", "0x7ff80000", "0x07c80000", "0x03e40000", "0x7c000089", "0xc3e80000", "0xc3e00000", "0xcbc80000", "0x7c000001", "0x7c000001", "0x7c000001", "0x00000000", "0x00000000", "0x00007efe", "0x00004400"]}}
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %as, ptr addrspace(1) %bs, ptr addrspace(1) %cs, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %as, i32 %t
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %bs, i32 %t
  %b = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr i32, ptr addrspace(1) %cs, i32 %t
  %c = load i32, ptr addrspace(1) %pc, align 4
  %a16 = trunc i32 %a to i16
  %af = bitcast i32 %a to float
  %bf = bitcast i32 %b to float
  %base = mul i32 %t, 16
  %r0 = call i32 asm "vsub4.u32.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %a, i32 %b, i32 0)
  %o0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o0
  store i32 %r0, ptr addrspace(1) %p0, align 4
  %r1 = call i32 asm "vset4.u32.u32.ne $0,$1,$2,$3;", "=r,r,r,r"(i32 %a, i32 %b, i32 0)
  %o1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %r1, ptr addrspace(1) %p1, align 4
  %r2 = call i32 asm "vsub4.s32.s32.s32.sat $0,$1,$2,$3;", "=r,r,r,r"(i32 %a, i32 %b, i32 0)
  %o2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %o2
  store i32 %r2, ptr addrspace(1) %p2, align 4
  %r3 = call i32 asm "vadd2.s32.s32.s32.sat $0,$1,$2,$3;", "=r,r,r,r"(i32 %a, i32 %b, i32 0)
  %o3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %o3
  store i32 %r3, ptr addrspace(1) %p3, align 4
  %r4 = call i32 asm "vavrg4.s32.s32.s32 $0,$1,$2,$3;", "=r,r,r,r"(i32 %a, i32 %b, i32 0)
  %o4 = add i32 %base, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %o4
  store i32 %r4, ptr addrspace(1) %p4, align 4
  %r5 = call i32 asm "vabsdiff4.u32.u32.u32.add $0,$1,$2,$3;", "=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  %o5 = add i32 %base, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %o5
  store i32 %r5, ptr addrspace(1) %p5, align 4
  %r6 = call i32 asm "vmax2.u32.u32.u32 $0,$1,$2,$3;", "=r,r,r,r"(i32 %a, i32 %b, i32 0)
  %o6 = add i32 %base, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %o6
  store i32 %r6, ptr addrspace(1) %p6, align 4
  %r7 = call i32 asm "vmin4.s32.s32.s32 $0,$1,$2,$3;", "=r,r,r,r"(i32 %a, i32 %b, i32 0)
  %o7 = add i32 %base, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %o7
  store i32 %r7, ptr addrspace(1) %p7, align 4
  %r8 = call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %a, i32 %b)
  %o8 = add i32 %base, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %o8
  store i32 %r8, ptr addrspace(1) %p8, align 4
  %r9 = call i32 asm "{ fma.rn.f16x2 $0, $1, $2, $3; }", "=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  %o9 = add i32 %base, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %o9
  store i32 %r9, ptr addrspace(1) %p9, align 4
  %r10 = call i32 asm "{fma.rn.bf16x2 $0,$1,$2,$3;}", "=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  %o10 = add i32 %base, 10
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %o10
  store i32 %r10, ptr addrspace(1) %p10, align 4
  %r11 = call i32 asm "{ fma.rn.relu.bf16x2 $0,$1,$2,$3;}", "=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  %o11 = add i32 %base, 11
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %o11
  store i32 %r11, ptr addrspace(1) %p11, align 4
  %r12 = call i32 asm "{cvt.rn.f16x2.e4m3x2 $0, $1;}\0A", "=r,h"(i16 %a16)
  %o12 = add i32 %base, 12
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %o12
  store i32 %r12, ptr addrspace(1) %p12, align 4
  %r13 = call i32 asm "{cvt.rn.f16x2.e5m2x2 $0, $1;}\0A", "=r,h"(i16 %a16)
  %o13 = add i32 %base, 13
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 %o13
  store i32 %r13, ptr addrspace(1) %p13, align 4
  %r14 = call i16 asm "{cvt.rn.satfinite.e4m3x2.f32 $0, $1, $2;}", "=h,f,f"(float %af, float %bf)
  %w14 = zext i16 %r14 to i32
  %o14 = add i32 %base, 14
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 %o14
  store i32 %w14, ptr addrspace(1) %p14, align 4
  %r15 = call i16 asm "{cvt.rn.satfinite.e5m2x2.f16x2 $0, $1;}", "=h,r"(i32 %a)
  %w15 = zext i16 %r15 to i32
  %o15 = add i32 %base, 15
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 %o15
  store i32 %w15, ptr addrspace(1) %p15, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
