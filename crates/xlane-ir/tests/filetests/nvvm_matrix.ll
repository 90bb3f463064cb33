; ldmatrix and stmatrix through shared memory (PTX ISA 9.7.14.5.15/16). Lane l writes row l
; of a table of 32 rows x 8 b16 values, element (l, c) = 8l + c, and addresses that row.
; ldmatrix.x4: lane l gets, for matrix i, row l/4 of rows 8i..8i+7, columns 2(l%4) (low half)
; and 2(l%4)+1: 8(8i + l/4) + 2(l%4) and one more. ldmatrix.x2.trans: column l/4 of rows
; 2(l%4) and 2(l%4)+1 of matrix i: 8(8i + 2(l%4)) + l/4 and 8(8i + 2(l%4) + 1) + l/4.
; stmatrix.x1 of l | (l+100) << 16, rows addressed by lanes 0..7 at 16 bytes each: element
; (r, c) comes from lane 4r + c/2, half c%2, so 32-bit word w = 4r + c/2 holds lane w's value.
; launch: "kernel": "k", "target": "sm_90", "block": [32], "args": [
; launch:   {"buffer": "u32", "len": 192, "fill": 0}, {"buffer": "u32", "len": 32, "fill": 0}]
; expect: {"0": {"data": [65536, 4259904, 8454272, 12648640, 524288, 4718656, 196610, 4390978, 8585346, 12779714, 1572880, 5767248, 327684, 4522052, 8716420, 12910788, 2621472, 6815840, 458758, 4653126, 8847494, 13041862, 3670064, 7864432, 589832, 4784200, 8978568, 13172936, 589825, 4784193, 720906, 4915274, 9109642, 13304010, 1638417, 5832785, 851980, 5046348, 9240716, 13435084, 2687009, 6881377, 983054, 5177422, 9371790, 13566158, 3735601, 7929969, 1114128, 5308496, 9502864, 13697232, 655362, 4849730, 1245202, 5439570, 9633938, 13828306, 1703954, 5898322, 1376276, 5570644, 9765012, 13959380, 2752546, 6946914, 1507350, 5701718, 9896086, 14090454, 3801138, 7995506, 1638424, 5832792, 10027160, 14221528, 720899, 4915267, 1769498, 5963866, 10158234, 14352602, 1769491, 5963859, 1900572, 6094940, 10289308, 14483676, 2818083, 7012451, 2031646, 6226014, 10420382, 14614750, 3866675, 8061043, 2162720, 6357088, 10551456, 14745824, 786436, 4980804, 2293794, 6488162, 10682530, 14876898, 1835028, 6029396, 2424868, 6619236, 10813604, 15007972, 2883620, 7077988, 2555942, 6750310, 10944678, 15139046, 3932212, 8126580, 2687016, 6881384, 11075752, 15270120, 851973, 5046341, 2818090, 7012458, 11206826, 15401194, 1900565, 6094933, 2949164, 7143532, 11337900, 15532268, 2949157, 7143525, 3080238, 7274606, 11468974, 15663342, 3997749, 8192117, 3211312, 7405680, 11600048, 15794416, 917510, 5111878, 3342386, 7536754, 11731122, 15925490, 1966102, 6160470, 3473460, 7667828, 11862196, 16056564, 3014694, 7209062, 3604534, 7798902, 11993270, 16187638, 4063286, 8257654, 3735608, 7929976, 12124344, 16318712, 983047, 5177415, 3866682, 8061050, 12255418, 16449786, 2031639, 6226007, 3997756, 8192124, 12386492, 16580860, 3080231, 7274599, 4128830, 8323198, 12517566, 16711934, 4128823, 8323191]}, "1": {"data": [6553600, 6619137, 6684674, 6750211, 6815748, 6881285, 6946822, 7012359, 7077896, 7143433, 7208970, 7274507, 7340044, 7405581, 7471118, 7536655, 7602192, 7667729, 7733266, 7798803, 7864340, 7929877, 7995414, 8060951, 8126488, 8192025, 8257562, 8323099, 8388636, 8454173, 8519710, 8585247]}}
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tab = internal addrspace(3) global [256 x i16] undef, align 16
@st = internal addrspace(3) global [64 x i16] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3), i32)

define ptx_kernel void @k(ptr %out, ptr %out2) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = shl i32 %t, 3
  br label %fill

fill:
  %c = phi i32 [ 0, %0 ], [ %c1, %fill ]
  %e = add i32 %base, %c
  %v = trunc i32 %e to i16
  %pe = getelementptr i16, ptr addrspace(3) @tab, i32 %e
  store i16 %v, ptr addrspace(3) %pe, align 2
  %c1 = add i32 %c, 1
  %more = icmp ult i32 %c1, 8
  br i1 %more, label %fill, label %load

load:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %row = getelementptr i16, ptr addrspace(3) @tab, i32 %base
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %row)
  %q = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %row)
  %o = mul i32 %t, 6
  %r0 = extractvalue { i32, i32, i32, i32 } %r, 0
  %r1 = extractvalue { i32, i32, i32, i32 } %r, 1
  %r2 = extractvalue { i32, i32, i32, i32 } %r, 2
  %r3 = extractvalue { i32, i32, i32, i32 } %r, 3
  %q0 = extractvalue { i32, i32 } %q, 0
  %q1 = extractvalue { i32, i32 } %q, 1
  %p0 = getelementptr i32, ptr %out, i32 %o
  store i32 %r0, ptr %p0, align 4
  %p1 = getelementptr i32, ptr %p0, i32 1
  store i32 %r1, ptr %p1, align 4
  %p2 = getelementptr i32, ptr %p0, i32 2
  store i32 %r2, ptr %p2, align 4
  %p3 = getelementptr i32, ptr %p0, i32 3
  store i32 %r3, ptr %p3, align 4
  %p4 = getelementptr i32, ptr %p0, i32 4
  store i32 %q0, ptr %p4, align 4
  %p5 = getelementptr i32, ptr %p0, i32 5
  store i32 %q1, ptr %p5, align 4
  ; stmatrix.x1: lanes 0..7 address rows 0..7 of @st (lanes 8..31 pass addresses that are not used)
  %srow = and i32 %base, 63
  %ps = getelementptr i16, ptr addrspace(3) @st, i32 %srow
  %hi = add i32 %t, 100
  %hs = shl i32 %hi, 16
  %val = or i32 %t, %hs
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %ps, i32 %val)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %pw = getelementptr i32, ptr addrspace(3) @st, i32 %t
  %w = load i32, ptr addrspace(3) %pw, align 4
  %pd = getelementptr i32, ptr %out2, i32 %t
  store i32 %w, ptr %pd, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
