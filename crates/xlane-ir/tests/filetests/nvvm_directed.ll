; libdevice's directed conversions and binary64 fma (IntrinsicsNVVM.td: i2f/ui2f/ll2f/ull2f.rz/rm/rp,
; ll2d/ull2d, d2f.rz/rm/rp[.ftz], fma.rz/rm/rp.d), each rounded once from the exact value.
; Lane i reads n[i] (i64; its low 32 bits for the 32-bit forms), x[i], y[i], z[i] (f64) and
; writes 6 binary32 results to o32[6 i + k] and 9 results to o64[9 i + k] (binary32 results
; zero-extended): i2f.rz, i2f.rm, ui2f.rp, ll2f.rz, ll2f.rp, ull2f.rm | ll2d.rz, ull2d.rp,
; d2f.rz, d2f.rm, d2f.rp, d2f.rp.ftz (of x), fma.rz/rm/rp.d (x*y+z).
; Cases: 2^24+1 (a binary32 tie), 2^31-1, 2^63-1, 2^64-1; 1/3 and ±1.5·2^-149 (binary32
; subnormal ties; .ftz flushes); 1e300 (past binary32: the largest finite toward zero, Inf
; up); (1+2^-30)^2 - 2^-29 = 1 + 2^-60 (not a binary64); 1e300·1e300 - 1e300 (overflow);
; 2^-1080 + 2^-1074 (subnormal binary64 sum). Expected values: ref/nvvm_directed.py, exact
; rationals rounded by the IEEE 754 definition, never from xlane.
; launch: "kernel": "k", "target": "sm_90", "block": [8], "args": [
; launch:   {"buffer": "u64", "data": ["0x0000000001000001", "0xfffffffffeffffff", "0x000000007fffffff", "0xffffffff80000001", "0x7fffffffffffffff", "0x8000000000000001", "0xffffffffffffffff", "0x0000000000000003"]},
; launch:   {"buffer": "u64", "data": ["0x3ff0000000400000", "0x3fd5555555555555", "0xbfd5555555555555", "0x7e37e43c8800759c", "0x36a8000000000000", "0xb6a8000000000000", "0x0000000000000010", "0x401c000000000000"]},
; launch:   {"buffer": "u64", "data": ["0x3ff0000000400000", "0x4008000000000000", "0x4008000000000000", "0x7e37e43c8800759c", "0x3ff0000000000000", "0x3ff0000000000000", "0x3f50000000000000", "0xbfd5555555555555"]},
; launch:   {"buffer": "u64", "data": ["0xbe20000000000000", "0xbff0000000000000", "0x3ff0000000000000", "0xfe37e43c8800759c", "0x0000000000000000", "0x0000000000000000", "0x0000000000000001", "0x4000000000000000"]},
; launch:   {"buffer": "u32", "len": 48, "fill": 0}, {"buffer": "u64", "len": 72, "fill": 0}]
; expect: {"4": {"data": [
; expect:   "0x4b800000", "0x4b800000", "0x4b800001", "0x4b800000", "0x4b800001", "0x4b800000",
; expect:   "0xcb800000", "0xcb800001", "0x4f7f0000", "0xcb800000", "0xcb800000", "0x5f7fffff",
; expect:   "0x4effffff", "0x4effffff", "0x4f000000", "0x4effffff", "0x4f000000", "0x4effffff",
; expect:   "0xceffffff", "0xcf000000", "0x4f000001", "0xceffffff", "0xceffffff", "0x5f7fffff",
; expect:   "0xbf800000", "0xbf800000", "0x4f800000", "0x5effffff", "0x5f000000", "0x5effffff",
; expect:   "0x3f800000", "0x3f800000", "0x3f800000", "0xdeffffff", "0xdeffffff", "0x5f000000",
; expect:   "0xbf800000", "0xbf800000", "0x4f800000", "0xbf800000", "0xbf800000", "0x5f7fffff",
; expect:   "0x40400000", "0x40400000", "0x40400000", "0x40400000", "0x40400000", "0x40400000"]},
; expect:  "5": {"data": [
; expect:   "0x4170000010000000", "0x4170000010000000", "0x000000003f800000",
; expect:   "0x000000003f800000", "0x000000003f800001", "0x000000003f800001",
; expect:   "0x3ff0000000000000", "0x3ff0000000000000", "0x3ff0000000000001",
; expect:   "0xc170000010000000", "0x43efffffffffe000", "0x000000003eaaaaaa",
; expect:   "0x000000003eaaaaaa", "0x000000003eaaaaab", "0x000000003eaaaaab",
; expect:   "0xbc90000000000000", "0xbc90000000000000", "0xbc90000000000000",
; expect:   "0x41dfffffffc00000", "0x41dfffffffc00000", "0x00000000beaaaaaa",
; expect:   "0x00000000beaaaaab", "0x00000000beaaaaaa", "0x00000000beaaaaaa",
; expect:   "0x3c90000000000000", "0x3c90000000000000", "0x3c90000000000000",
; expect:   "0xc1dfffffffc00000", "0x43effffffff00001", "0x000000007f7fffff",
; expect:   "0x000000007f7fffff", "0x000000007f800000", "0x000000007f800000",
; expect:   "0x7fefffffffffffff", "0x7fefffffffffffff", "0x7ff0000000000000",
; expect:   "0x43dfffffffffffff", "0x43e0000000000000", "0x0000000000000001",
; expect:   "0x0000000000000001", "0x0000000000000002", "0x0000000000000000",
; expect:   "0x36a8000000000000", "0x36a8000000000000", "0x36a8000000000000",
; expect:   "0xc3dfffffffffffff", "0x43e0000000000001", "0x0000000080000001",
; expect:   "0x0000000080000002", "0x0000000080000001", "0x0000000080000000",
; expect:   "0xb6a8000000000000", "0xb6a8000000000000", "0xb6a8000000000000",
; expect:   "0xbff0000000000000", "0x43f0000000000000", "0x0000000000000000",
; expect:   "0x0000000000000000", "0x0000000000000001", "0x0000000000000000",
; expect:   "0x0000000000000001", "0x0000000000000001", "0x0000000000000002",
; expect:   "0x4008000000000000", "0x4008000000000000", "0x0000000040e00000",
; expect:   "0x0000000040e00000", "0x0000000040e00000", "0x0000000040e00000",
; expect:   "0xbfd5555555555553", "0xbfd5555555555553", "0xbfd5555555555553"]}}
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %ns, ptr %xs, ptr %ys, ptr %zs, ptr %o32, ptr %o64) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pn = getelementptr i64, ptr %ns, i32 %t
  %n = load i64, ptr %pn, align 8
  %n32 = trunc i64 %n to i32
  %px = getelementptr double, ptr %xs, i32 %t
  %x = load double, ptr %px, align 8
  %py = getelementptr double, ptr %ys, i32 %t
  %y = load double, ptr %py, align 8
  %pz = getelementptr double, ptr %zs, i32 %t
  %z = load double, ptr %pz, align 8
  %b32 = mul i32 %t, 6
  %b64 = mul i32 %t, 9
  %f0 = call float @llvm.nvvm.i2f.rz(i32 %n32)
  %b0 = bitcast float %f0 to i32
  %i0 = add i32 %b32, 0
  %q0 = getelementptr i32, ptr %o32, i32 %i0
  store i32 %b0, ptr %q0, align 4
  %f1 = call float @llvm.nvvm.i2f.rm(i32 %n32)
  %b1 = bitcast float %f1 to i32
  %i1 = add i32 %b32, 1
  %q1 = getelementptr i32, ptr %o32, i32 %i1
  store i32 %b1, ptr %q1, align 4
  %f2 = call float @llvm.nvvm.ui2f.rp(i32 %n32)
  %b2 = bitcast float %f2 to i32
  %i2 = add i32 %b32, 2
  %q2 = getelementptr i32, ptr %o32, i32 %i2
  store i32 %b2, ptr %q2, align 4
  %f3 = call float @llvm.nvvm.ll2f.rz(i64 %n)
  %b3 = bitcast float %f3 to i32
  %i3 = add i32 %b32, 3
  %q3 = getelementptr i32, ptr %o32, i32 %i3
  store i32 %b3, ptr %q3, align 4
  %f4 = call float @llvm.nvvm.ll2f.rp(i64 %n)
  %b4 = bitcast float %f4 to i32
  %i4 = add i32 %b32, 4
  %q4 = getelementptr i32, ptr %o32, i32 %i4
  store i32 %b4, ptr %q4, align 4
  %f5 = call float @llvm.nvvm.ull2f.rm(i64 %n)
  %b5 = bitcast float %f5 to i32
  %i5 = add i32 %b32, 5
  %q5 = getelementptr i32, ptr %o32, i32 %i5
  store i32 %b5, ptr %q5, align 4
  %g0 = call double @llvm.nvvm.ll2d.rz(i64 %n)
  %c0 = bitcast double %g0 to i64
  %j0 = add i32 %b64, 0
  %r0 = getelementptr i64, ptr %o64, i32 %j0
  store i64 %c0, ptr %r0, align 8
  %g1 = call double @llvm.nvvm.ull2d.rp(i64 %n)
  %c1 = bitcast double %g1 to i64
  %j1 = add i32 %b64, 1
  %r1 = getelementptr i64, ptr %o64, i32 %j1
  store i64 %c1, ptr %r1, align 8
  %g2 = call float @llvm.nvvm.d2f.rz(double %x)
  %h2 = bitcast float %g2 to i32
  %c2 = zext i32 %h2 to i64
  %j2 = add i32 %b64, 2
  %r2 = getelementptr i64, ptr %o64, i32 %j2
  store i64 %c2, ptr %r2, align 8
  %g3 = call float @llvm.nvvm.d2f.rm(double %x)
  %h3 = bitcast float %g3 to i32
  %c3 = zext i32 %h3 to i64
  %j3 = add i32 %b64, 3
  %r3 = getelementptr i64, ptr %o64, i32 %j3
  store i64 %c3, ptr %r3, align 8
  %g4 = call float @llvm.nvvm.d2f.rp(double %x)
  %h4 = bitcast float %g4 to i32
  %c4 = zext i32 %h4 to i64
  %j4 = add i32 %b64, 4
  %r4 = getelementptr i64, ptr %o64, i32 %j4
  store i64 %c4, ptr %r4, align 8
  %g5 = call float @llvm.nvvm.d2f.rp.ftz(double %x)
  %h5 = bitcast float %g5 to i32
  %c5 = zext i32 %h5 to i64
  %j5 = add i32 %b64, 5
  %r5 = getelementptr i64, ptr %o64, i32 %j5
  store i64 %c5, ptr %r5, align 8
  %g6 = call double @llvm.nvvm.fma.rz.d(double %x, double %y, double %z)
  %c6 = bitcast double %g6 to i64
  %j6 = add i32 %b64, 6
  %r6 = getelementptr i64, ptr %o64, i32 %j6
  store i64 %c6, ptr %r6, align 8
  %g7 = call double @llvm.nvvm.fma.rm.d(double %x, double %y, double %z)
  %c7 = bitcast double %g7 to i64
  %j7 = add i32 %b64, 7
  %r7 = getelementptr i64, ptr %o64, i32 %j7
  store i64 %c7, ptr %r7, align 8
  %g8 = call double @llvm.nvvm.fma.rp.d(double %x, double %y, double %z)
  %c8 = bitcast double %g8 to i64
  %j8 = add i32 %b64, 8
  %r8 = getelementptr i64, ptr %o64, i32 %j8
  store i64 %c8, ptr %r8, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare double @llvm.nvvm.fma.rm.d(double, double, double)
declare double @llvm.nvvm.fma.rp.d(double, double, double)
declare double @llvm.nvvm.fma.rz.d(double, double, double)
declare double @llvm.nvvm.ll2d.rz(i64)
declare double @llvm.nvvm.ull2d.rp(i64)
declare float @llvm.nvvm.d2f.rm(double)
declare float @llvm.nvvm.d2f.rp(double)
declare float @llvm.nvvm.d2f.rp.ftz(double)
declare float @llvm.nvvm.d2f.rz(double)
declare float @llvm.nvvm.i2f.rm(i32)
declare float @llvm.nvvm.i2f.rz(i32)
declare float @llvm.nvvm.ll2f.rp(i64)
declare float @llvm.nvvm.ll2f.rz(i64)
declare float @llvm.nvvm.ui2f.rp(i32)
declare float @llvm.nvvm.ull2f.rm(i64)
