define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  %1 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %2 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %1)
  %3 = and i32 %2, -64
  %4 = add nsw i32 %3, 64
  br i1 %0, label %5, label %11

5:
  %6 = xor i32 %2, 1
  %7 = icmp slt i32 %6, %4
  %8 = select i1 %7, i32 %6, i32 %2
  %9 = shl i32 %8, 2
  %10 = call i32 @llvm.amdgcn.ds.bpermute(i32 %9, i32 %v)
  br label %17

11:
  %12 = xor i32 %2, 2
  %13 = icmp slt i32 %12, %4
  %14 = select i1 %13, i32 %12, i32 %2
  %15 = shl i32 %14, 2
  %16 = call i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %v)
  br label %17

17:
  %18 = phi i32 [ %10, %5 ], [ %16, %11 ]
  ret i32 %18
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
