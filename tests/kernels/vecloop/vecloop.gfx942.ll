; ModuleID = 'vecloop.hip'
source_filename = "vecloop.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_58181e900e34193b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_58181e900e34193b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @vecloop(ptr addrspace(1) noalias noundef readonly captures(none) %0, ptr addrspace(1) noalias noundef captures(none) %1, ptr addrspace(1) noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %132

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = sext i32 %4 to i64
  %18 = mul nsw i64 %16, %17
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %61

21:                                               ; preds = %15
  %22 = icmp eq i32 %4, 1
  br i1 %22, label %50, label %23

23:                                               ; preds = %21
  %24 = and i32 %4, 2147483646
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i32 [ 0, %23 ], [ %38, %25 ]
  %27 = phi <2 x i32> [ zeroinitializer, %23 ], [ %34, %25 ]
  %28 = phi <2 x i32> [ zeroinitializer, %23 ], [ %35, %25 ]
  %29 = phi <2 x i32> [ zeroinitializer, %23 ], [ %37, %25 ]
  %30 = phi <2 x i32> [ splat (i32 -1), %23 ], [ %36, %25 ]
  %31 = zext nneg i32 %26 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %31
  %33 = load <2 x i32>, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = add <2 x i32> %33, %27
  %35 = tail call <2 x i32> @llvm.umax.v2i32(<2 x i32> %33, <2 x i32> %28)
  %36 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %33, <2 x i32> %30)
  %37 = xor <2 x i32> %33, %29
  %38 = add nuw i32 %26, 2
  %39 = icmp eq i32 %38, %24
  br i1 %39, label %40, label %25, !llvm.loop !11

40:                                               ; preds = %25
  %41 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %34)
  %42 = tail call i32 @llvm.vector.reduce.umax.v2i32(<2 x i32> %35)
  %43 = tail call i32 @llvm.vector.reduce.xor.v2i32(<2 x i32> %37)
  %44 = tail call i32 @llvm.vector.reduce.umin.v2i32(<2 x i32> %36)
  %45 = icmp eq i32 %4, %24
  %46 = insertelement <2 x i32> poison, i32 %41, i64 0
  %47 = insertelement <2 x i32> %46, i32 %42, i64 1
  %48 = insertelement <2 x i32> poison, i32 %44, i64 0
  %49 = insertelement <2 x i32> %48, i32 %43, i64 1
  br i1 %45, label %61, label %50

50:                                               ; preds = %21, %40
  %51 = phi i32 [ 0, %21 ], [ %41, %40 ]
  %52 = phi i32 [ 0, %21 ], [ %42, %40 ]
  %53 = phi i32 [ 0, %21 ], [ %24, %40 ]
  %54 = phi i32 [ 0, %21 ], [ %43, %40 ]
  %55 = phi i32 [ -1, %21 ], [ %44, %40 ]
  br label %93

56:                                               ; preds = %93
  %57 = insertelement <2 x i32> poison, i32 %104, i64 0
  %58 = insertelement <2 x i32> %57, i32 %105, i64 1
  %59 = insertelement <2 x i32> poison, i32 %102, i64 0
  %60 = insertelement <2 x i32> %59, i32 %103, i64 1
  br label %61

61:                                               ; preds = %56, %40, %15
  %62 = phi <2 x i32> [ zeroinitializer, %15 ], [ %47, %40 ], [ %60, %56 ]
  %63 = phi <2 x i32> [ <i32 -1, i32 0>, %15 ], [ %49, %40 ], [ %58, %56 ]
  %64 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %18
  br i1 %20, label %65, label %111

65:                                               ; preds = %61
  %66 = icmp eq i32 %4, 1
  br i1 %66, label %89, label %67

67:                                               ; preds = %65
  %68 = and i32 %4, 2147483646
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i32 [ 0, %67 ], [ %81, %69 ]
  %71 = phi <2 x i32> [ zeroinitializer, %67 ], [ %78, %69 ]
  %72 = phi <2 x i32> [ zeroinitializer, %67 ], [ %77, %69 ]
  %73 = zext nneg i32 %70 to i64
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %64, i64 %73
  %75 = load <2 x i8>, ptr addrspace(1) %74, align 1, !tbaa !14
  %76 = zext <2 x i8> %75 to <2 x i32>
  %77 = add <2 x i32> %72, %76
  %78 = tail call <2 x i32> @llvm.umax.v2i32(<2 x i32> %71, <2 x i32> %76)
  %79 = mul <2 x i8> %75, splat (i8 3)
  %80 = add <2 x i8> %79, splat (i8 1)
  store <2 x i8> %80, ptr addrspace(1) %74, align 1, !tbaa !14
  %81 = add nuw i32 %70, 2
  %82 = icmp eq i32 %81, %68
  br i1 %82, label %83, label %69, !llvm.loop !15

83:                                               ; preds = %69
  %84 = tail call i32 @llvm.vector.reduce.umax.v2i32(<2 x i32> %78)
  %85 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %77)
  %86 = icmp eq i32 %4, %68
  %87 = insertelement <2 x i32> poison, i32 %85, i64 0
  %88 = insertelement <2 x i32> %87, i32 %84, i64 1
  br i1 %86, label %111, label %89

89:                                               ; preds = %65, %83
  %90 = phi i32 [ 0, %65 ], [ %68, %83 ]
  %91 = phi i32 [ 0, %65 ], [ %84, %83 ]
  %92 = phi i32 [ 0, %65 ], [ %85, %83 ]
  br label %118

93:                                               ; preds = %50, %93
  %94 = phi i32 [ %102, %93 ], [ %51, %50 ]
  %95 = phi i32 [ %103, %93 ], [ %52, %50 ]
  %96 = phi i32 [ %106, %93 ], [ %53, %50 ]
  %97 = phi i32 [ %105, %93 ], [ %54, %50 ]
  %98 = phi i32 [ %104, %93 ], [ %55, %50 ]
  %99 = zext nneg i32 %96 to i64
  %100 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %99
  %101 = load i32, ptr addrspace(1) %100, align 4, !tbaa !5
  %102 = add i32 %101, %94
  %103 = tail call i32 @llvm.umax.i32(i32 %101, i32 %95)
  %104 = tail call i32 @llvm.umin.i32(i32 %101, i32 %98)
  %105 = xor i32 %101, %97
  %106 = add nuw nsw i32 %96, 1
  %107 = icmp eq i32 %106, %4
  br i1 %107, label %56, label %93, !llvm.loop !16

108:                                              ; preds = %118
  %109 = insertelement <2 x i32> poison, i32 %126, i64 0
  %110 = insertelement <2 x i32> %109, i32 %127, i64 1
  br label %111

111:                                              ; preds = %108, %83, %61
  %112 = phi <2 x i32> [ zeroinitializer, %61 ], [ %88, %83 ], [ %110, %108 ]
  %113 = mul nsw i32 %13, 6
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %114
  store <2 x i32> %62, ptr addrspace(1) %115, align 4, !tbaa !5
  %116 = getelementptr i8, ptr addrspace(1) %115, i64 8
  store <2 x i32> %63, ptr addrspace(1) %116, align 4, !tbaa !5
  %117 = getelementptr i8, ptr addrspace(1) %115, i64 16
  store <2 x i32> %112, ptr addrspace(1) %117, align 4, !tbaa !5
  br label %132

118:                                              ; preds = %89, %118
  %119 = phi i32 [ %130, %118 ], [ %90, %89 ]
  %120 = phi i32 [ %127, %118 ], [ %91, %89 ]
  %121 = phi i32 [ %126, %118 ], [ %92, %89 ]
  %122 = zext nneg i32 %119 to i64
  %123 = getelementptr inbounds nuw i8, ptr addrspace(1) %64, i64 %122
  %124 = load i8, ptr addrspace(1) %123, align 1, !tbaa !14
  %125 = zext i8 %124 to i32
  %126 = add i32 %121, %125
  %127 = tail call i32 @llvm.umax.i32(i32 %120, i32 %125)
  %128 = mul i8 %124, 3
  %129 = add i8 %128, 1
  store i8 %129, ptr addrspace(1) %123, align 1, !tbaa !14
  %130 = add nuw nsw i32 %119, 1
  %131 = icmp eq i32 %130, %4
  br i1 %131, label %108, label %118, !llvm.loop !18

132:                                              ; preds = %5, %111
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umax.v2i32(<2 x i32>, <2 x i32>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v2i32(<2 x i32>) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !17, !13}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !13}
