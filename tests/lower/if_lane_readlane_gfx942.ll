define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)
  %2 = icmp slt i32 %1, 4
  br i1 %2, label %3, label %5

3:
  %4 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
  br label %5

5:
  %6 = phi i32 [ %4, %3 ], [ 0, %entry ]
  ret i32 %6
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
