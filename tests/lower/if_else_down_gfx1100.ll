define i32 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  br i1 %0, label %1, label %9

1:
  %2 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %3 = and i32 %2, 31
  %4 = icmp ne i32 %3, 31
  %5 = zext i1 %4 to i32
  %6 = add i32 %2, %5
  %7 = shl i32 %6, 2
  %8 = call i32 @llvm.amdgcn.ds.bpermute(i32 %7, i32 %v)
  br label %11

9:
  %10 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  br label %11

11:
  %12 = phi i32 [ %8, %1 ], [ %10, %9 ]
  ret i32 %12
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
