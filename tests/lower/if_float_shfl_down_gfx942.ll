define float @snippet(i32 %v) {
entry:
  %0 = sitofp i32 %v to float
  %1 = icmp sgt i32 %v, 0
  br i1 %1, label %2, label %13

2:
  %3 = bitcast float %0 to i32
  %4 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %4)
  %6 = and i32 %5, 63
  %7 = icmp ne i32 %6, 63
  %8 = zext i1 %7 to i32
  %9 = add i32 %5, %8
  %10 = shl i32 %9, 2
  %11 = call i32 @llvm.amdgcn.ds.bpermute(i32 %10, i32 %3)
  %12 = bitcast i32 %11 to float
  br label %13

13:
  %14 = phi float [ %12, %2 ], [ %0, %entry ]
  ret float %14
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
