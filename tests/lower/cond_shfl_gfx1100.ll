define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %1, label %10

1:
  %2 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %3 = xor i32 %2, 1
  %4 = and i32 %2, -32
  %5 = add nsw i32 %4, 32
  %6 = icmp slt i32 %3, %5
  %7 = select i1 %6, i32 %3, i32 %2
  %8 = shl i32 %7, 2
  %9 = call i32 @llvm.amdgcn.ds.bpermute(i32 %8, i32 %v)
  br label %10

10:
  %11 = phi i32 [ %9, %1 ], [ 0, %entry ]
  ret i32 %11
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
