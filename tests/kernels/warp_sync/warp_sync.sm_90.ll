; ModuleID = 'warp_sync.cu'
source_filename = "warp_sync.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8exchangeE3buf = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @exchange(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %10 = sub nsw i32 %4, %9
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = zext nneg i32 %4 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8exchangeE3buf to ptr), i64 %14
  store i32 %13, ptr %15, align 4, !tbaa !4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %16 = xor i32 %9, 5
  %17 = add nsw i32 %10, %16
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8exchangeE3buf to ptr), i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %21 = icmp samesign ult i32 %9, 16
  br i1 %21, label %22, label %26

22:                                               ; preds = %3
  %23 = mul i32 %20, 3
  store i32 %23, ptr %15, align 4, !tbaa !4
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %24 = sub nsw i32 %10, %9
  %25 = add nsw i32 %24, 15
  br label %31

26:                                               ; preds = %3
  %27 = add i32 %20, 1
  store i32 %27, ptr %15, align 4, !tbaa !4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -65536)
  %28 = add nsw i32 %10, 16
  %29 = xor i32 %9, 31
  %30 = add nsw i32 %28, %29
  br label %31

31:                                               ; preds = %26, %22
  %32 = phi i32 [ %25, %22 ], [ %30, %26 ]
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8exchangeE3buf to ptr), i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !4
  %36 = getelementptr inbounds nuw i32, ptr %1, i64 %11
  store i32 %20, ptr %36, align 4, !tbaa !4
  %37 = getelementptr inbounds nuw i32, ptr %2, i64 %11
  store i32 %35, ptr %37, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sub_masks(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %9 = zext i32 %7 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = and i32 %8, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %31, label %14

14:                                               ; preds = %2
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1431655766, i32 %11, i32 range(i32 0, 32) 2, i32 0)
  %16 = icmp samesign ult i32 %8, 2
  %17 = select i1 %16, i32 0, i32 %15
  %18 = add i32 %17, %11
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1431655766, i32 %18, i32 range(i32 0, 32) 4, i32 0)
  %20 = icmp samesign ult i32 %8, 4
  %21 = select i1 %20, i32 0, i32 %19
  %22 = add i32 %21, %18
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1431655766, i32 %22, i32 range(i32 0, 32) 8, i32 0)
  %24 = icmp samesign ult i32 %8, 8
  %25 = select i1 %24, i32 0, i32 %23
  %26 = add i32 %25, %22
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1431655766, i32 %26, i32 range(i32 0, 32) 16, i32 0)
  %28 = icmp samesign ult i32 %8, 16
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add i32 %29, %26
  br label %35

31:                                               ; preds = %2
  %32 = add nuw nsw i32 %8, 6
  %33 = and i32 %32, 30
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 1431655765, i32 %11, i32 range(i32 0, 32) %33, i32 31)
  br label %35

35:                                               ; preds = %14, %31
  %36 = phi i32 [ %34, %31 ], [ %30, %14 ]
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %36, ptr %37, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
