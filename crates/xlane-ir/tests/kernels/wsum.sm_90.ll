; ModuleID = 'k.cu'
source_filename = "k.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4wsumE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @wsum(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !4
  %7 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %6, i32 16, i32 31)
  %8 = add nsw i32 %7, %6
  %9 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %8, i32 8, i32 31)
  %10 = add nsw i32 %9, %8
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 4, i32 31)
  %12 = add nsw i32 %11, %10
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 2, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 1, i32 31)
  %16 = and i32 %3, 31
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %2
  %19 = add nsw i32 %15, %14
  %20 = lshr exact i32 %3, 5
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4wsumE1s to ptr), i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !4
  br label %23

23:                                               ; preds = %18, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = icmp eq i32 %3, 0
  br i1 %24, label %25, label %80

25:                                               ; preds = %23
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = lshr i32 %26, 5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %51, label %29

29:                                               ; preds = %25
  %30 = and i32 %27, 3
  %31 = icmp samesign ult i32 %26, 128
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = and i32 %27, 60
  br label %54

34:                                               ; preds = %54
  %35 = icmp eq i32 %30, 0
  br i1 %35, label %51, label %36

36:                                               ; preds = %34, %29
  %37 = phi i32 [ 0, %29 ], [ %77, %34 ]
  %38 = phi i32 [ 0, %29 ], [ %76, %34 ]
  %39 = icmp ne i32 %30, 0
  tail call void @llvm.assume(i1 %39)
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i32 [ %48, %40 ], [ %37, %36 ]
  %42 = phi i32 [ %47, %40 ], [ %38, %36 ]
  %43 = phi i32 [ %49, %40 ], [ 0, %36 ]
  %44 = zext nneg i32 %41 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4wsumE1s to ptr), i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !4
  %47 = add nsw i32 %46, %42
  %48 = add nuw nsw i32 %41, 1
  %49 = add i32 %43, 1
  %50 = icmp eq i32 %49, %30
  br i1 %50, label %51, label %40, !llvm.loop !8

51:                                               ; preds = %34, %40, %25
  %52 = phi i32 [ 0, %25 ], [ %76, %34 ], [ %47, %40 ]
  %53 = atomicrmw add ptr %1, i32 %52 seq_cst, align 4
  br label %80

54:                                               ; preds = %54, %32
  %55 = phi i32 [ 0, %32 ], [ %77, %54 ]
  %56 = phi i32 [ 0, %32 ], [ %76, %54 ]
  %57 = phi i32 [ 0, %32 ], [ %78, %54 ]
  %58 = zext nneg i32 %55 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4wsumE1s to ptr), i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !4
  %61 = add nsw i32 %60, %56
  %62 = zext nneg i32 %55 to i64
  %63 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4wsumE1s to ptr), i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 4
  %65 = load i32, ptr %64, align 4, !tbaa !4
  %66 = add nsw i32 %65, %61
  %67 = zext nneg i32 %55 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4wsumE1s to ptr), i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %70 = load i32, ptr %69, align 4, !tbaa !4
  %71 = add nsw i32 %70, %66
  %72 = zext nneg i32 %55 to i64
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4wsumE1s to ptr), i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 12
  %75 = load i32, ptr %74, align 4, !tbaa !4
  %76 = add nsw i32 %75, %71
  %77 = add nuw nsw i32 %55, 4
  %78 = add i32 %57, 4
  %79 = icmp eq i32 %78, %33
  br i1 %79, label %34, label %54, !llvm.loop !10

80:                                               ; preds = %51, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
