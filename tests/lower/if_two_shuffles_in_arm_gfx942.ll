define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 1
  br i1 %0, label %1, label %17

1:
  %2 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %3 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %2)
  %4 = xor i32 %3, 1
  %5 = and i32 %3, -64
  %6 = add nsw i32 %5, 64
  %7 = icmp slt i32 %4, %6
  %8 = select i1 %7, i32 %4, i32 %3
  %9 = shl i32 %8, 2
  %10 = call i32 @llvm.amdgcn.ds.bpermute(i32 %9, i32 %v)
  %11 = xor i32 %3, 2
  %12 = icmp slt i32 %11, %6
  %13 = select i1 %12, i32 %11, i32 %3
  %14 = shl i32 %13, 2
  %15 = call i32 @llvm.amdgcn.ds.bpermute(i32 %14, i32 %10)
  %16 = add nsw i32 %15, %10
  br label %17

17:
  %18 = phi i32 [ %16, %1 ], [ 0, %entry ]
  ret i32 %18
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
