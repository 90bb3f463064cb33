; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = and i32 %6, 63, !dbg !12
  %11 = shl nuw nsw i32 %9, 6, !dbg !12
  %12 = or disjoint i32 %11, %10, !dbg !12
  %13 = and i32 %6, 31, !dbg !12
  %14 = shl nuw nsw i32 %12, 2, !dbg !12
  %15 = and i32 %14, 992, !dbg !12
  %16 = zext nneg i32 %15 to i64, !dbg !13
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !13
  %18 = and i32 %6, 32, !dbg !14
  %19 = shl nuw nsw i32 %6, 2, !dbg !14
  %20 = and i32 %19, 28, !dbg !14
  %21 = zext nneg i32 %20 to i64, !dbg !13
  %22 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %21, !dbg !13
  %23 = load <4 x float>, ptr addrspace(1) %22, align 16, !dbg !15
  %24 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !16
  %25 = getelementptr [4 x i8], ptr addrspace(1) %24, i64 %21, !dbg !16
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16, !dbg !17
  %27 = shl nuw nsw i32 %12, 4, !dbg !15
  %28 = and i32 %12, 120, !dbg !15
  %29 = xor i32 %27, %28, !dbg !15
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !15
  %31 = shufflevector <4 x float> %23, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !15
  store <2 x float> %31, ptr addrspace(3) %30, align 8, !dbg !15
  %32 = xor i32 %29, 8, !dbg !15
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %32, !dbg !15
  %34 = shufflevector <4 x float> %23, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !15
  store <2 x float> %34, ptr addrspace(3) %33, align 8, !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !18
  %35 = shl nuw nsw i32 %13, 7, !dbg !15
  %36 = shl nuw nsw i32 %6, 3, !dbg !15
  %37 = and i32 %36, 120, !dbg !15
  %38 = lshr exact i32 %18, 2, !dbg !15
  %39 = xor i32 %37, %38, !dbg !15
  %40 = or disjoint i32 %39, %35, !dbg !15
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %40, !dbg !15
  %42 = load <2 x float>, ptr addrspace(3) %41, align 8, !dbg !15
  %43 = xor i32 %40, 16, !dbg !15
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %43, !dbg !15
  %45 = load <2 x float>, ptr addrspace(3) %44, align 8, !dbg !15
  %46 = xor i32 %40, 32, !dbg !15
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %46, !dbg !15
  %48 = load <2 x float>, ptr addrspace(3) %47, align 8, !dbg !15
  %49 = xor i32 %40, 48, !dbg !15
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %49, !dbg !15
  %51 = load <2 x float>, ptr addrspace(3) %50, align 8, !dbg !15
  %52 = xor i32 %40, 64, !dbg !15
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %52, !dbg !15
  %54 = load <2 x float>, ptr addrspace(3) %53, align 8, !dbg !15
  %55 = xor i32 %40, 80, !dbg !15
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55, !dbg !15
  %57 = load <2 x float>, ptr addrspace(3) %56, align 8, !dbg !15
  %58 = xor i32 %40, 96, !dbg !15
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %58, !dbg !15
  %60 = load <2 x float>, ptr addrspace(3) %59, align 8, !dbg !15
  %61 = xor i32 %40, 112, !dbg !15
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %61, !dbg !15
  %63 = load <2 x float>, ptr addrspace(3) %62, align 8, !dbg !15
  fence syncscope("workgroup") release, !dbg !17, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !18
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %27, !dbg !17
  store <4 x float> %26, ptr addrspace(3) %64, align 16, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !18
  %65 = shl nuw nsw i32 %13, 2, !dbg !17
  %66 = shl nuw nsw i32 %18, 3, !dbg !17
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %66, !dbg !17
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 %65, !dbg !17
  %69 = load <1 x float>, ptr addrspace(3) %68, align 4, !dbg !17
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 128, !dbg !17
  %71 = load <1 x float>, ptr addrspace(3) %70, align 4, !dbg !17
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 512, !dbg !17
  %73 = load <1 x float>, ptr addrspace(3) %72, align 4, !dbg !17
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 640, !dbg !17
  %75 = load <1 x float>, ptr addrspace(3) %74, align 4, !dbg !17
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 1024, !dbg !17
  %77 = load <1 x float>, ptr addrspace(3) %76, align 4, !dbg !17
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 1152, !dbg !17
  %79 = load <1 x float>, ptr addrspace(3) %78, align 4, !dbg !17
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 1536, !dbg !17
  %81 = load <1 x float>, ptr addrspace(3) %80, align 4, !dbg !17
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 1664, !dbg !17
  %83 = load <1 x float>, ptr addrspace(3) %82, align 4, !dbg !17
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 2048, !dbg !17
  %85 = load <1 x float>, ptr addrspace(3) %84, align 4, !dbg !17
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 2176, !dbg !17
  %87 = load <1 x float>, ptr addrspace(3) %86, align 4, !dbg !17
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 2560, !dbg !17
  %89 = load <1 x float>, ptr addrspace(3) %88, align 4, !dbg !17
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 2688, !dbg !17
  %91 = load <1 x float>, ptr addrspace(3) %90, align 4, !dbg !17
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 3072, !dbg !17
  %93 = load <1 x float>, ptr addrspace(3) %92, align 4, !dbg !17
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 3200, !dbg !17
  %95 = load <1 x float>, ptr addrspace(3) %94, align 4, !dbg !17
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 3584, !dbg !17
  %97 = load <1 x float>, ptr addrspace(3) %96, align 4, !dbg !17
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 3712, !dbg !17
  %99 = load <1 x float>, ptr addrspace(3) %98, align 4, !dbg !17
  %100 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %42), !dbg !19
  %101 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %45), !dbg !19
  %102 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %48), !dbg !19
  %103 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %51), !dbg !19
  %104 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %54), !dbg !19
  %105 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %57), !dbg !19
  %106 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %60), !dbg !19
  %107 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %63), !dbg !19
  %108 = shufflevector <1 x float> %69, <1 x float> %71, <2 x i32> <i32 0, i32 1>, !dbg !19
  %109 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %108), !dbg !19
  %110 = shufflevector <1 x float> %73, <1 x float> %75, <2 x i32> <i32 0, i32 1>, !dbg !19
  %111 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %110), !dbg !19
  %112 = shufflevector <1 x float> %77, <1 x float> %79, <2 x i32> <i32 0, i32 1>, !dbg !19
  %113 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %112), !dbg !19
  %114 = shufflevector <1 x float> %81, <1 x float> %83, <2 x i32> <i32 0, i32 1>, !dbg !19
  %115 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %114), !dbg !19
  %116 = shufflevector <1 x float> %85, <1 x float> %87, <2 x i32> <i32 0, i32 1>, !dbg !19
  %117 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %116), !dbg !19
  %118 = shufflevector <1 x float> %89, <1 x float> %91, <2 x i32> <i32 0, i32 1>, !dbg !19
  %119 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %118), !dbg !19
  %120 = shufflevector <1 x float> %93, <1 x float> %95, <2 x i32> <i32 0, i32 1>, !dbg !19
  %121 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %120), !dbg !19
  %122 = shufflevector <1 x float> %97, <1 x float> %99, <2 x i32> <i32 0, i32 1>, !dbg !19
  %123 = tail call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %122), !dbg !19
  %124 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %109, <2 x float> %100, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !19
  %125 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %111, <2 x float> %101, <16 x float> %124, i32 0, i32 0, i32 0), !dbg !19
  %126 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %113, <2 x float> %102, <16 x float> %125, i32 0, i32 0, i32 0), !dbg !19
  %127 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %115, <2 x float> %103, <16 x float> %126, i32 0, i32 0, i32 0), !dbg !19
  %128 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %117, <2 x float> %104, <16 x float> %127, i32 0, i32 0, i32 0), !dbg !19
  %129 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %119, <2 x float> %105, <16 x float> %128, i32 0, i32 0, i32 0), !dbg !19
  %130 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %121, <2 x float> %106, <16 x float> %129, i32 0, i32 0, i32 0), !dbg !19
  %131 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %123, <2 x float> %107, <16 x float> %130, i32 0, i32 0, i32 0), !dbg !19
  %132 = icmp eq i32 %9, 0, !dbg !11
  br i1 %132, label %.critedge, label %.critedge4, !dbg !11

.critedge:                                        ; preds = %5
  %133 = shufflevector <16 x float> %131, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %134 = shufflevector <16 x float> %131, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %135 = shufflevector <16 x float> %131, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %136 = shl nuw nsw i32 %13, 5, !dbg !12
  %137 = zext nneg i32 %136 to i64, !dbg !20
  %138 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %137, !dbg !20
  %139 = lshr exact i32 %18, 3, !dbg !14
  %140 = zext nneg i32 %139 to i64, !dbg !20
  %141 = getelementptr [4 x i8], ptr addrspace(1) %138, i64 %140, !dbg !20
  %142 = getelementptr i8, ptr addrspace(1) %141, i64 32
  %143 = shufflevector <16 x float> %131, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %144 = getelementptr i8, ptr addrspace(1) %141, i64 96, !dbg !20
  %145 = getelementptr i8, ptr addrspace(1) %141, i64 64, !dbg !20
  store <4 x float> %143, ptr addrspace(1) %141, align 16, !dbg !11
  store <4 x float> %135, ptr addrspace(1) %142, align 16, !dbg !11
  store <4 x float> %134, ptr addrspace(1) %145, align 16, !dbg !11
  store <4 x float> %133, ptr addrspace(1) %144, align 16, !dbg !11
  br label %.critedge4, !dbg !11

.critedge4:                                       ; preds = %5, %.critedge
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float>, <2 x float>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.canonicalize.v2f32(<2 x float>) #5

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 102, column: 5, scope: !4)
!12 = !DILocation(line: 100, column: 21, scope: !4)
!13 = !DILocation(line: 100, column: 17, scope: !4)
!14 = !DILocation(line: 100, column: 39, scope: !4)
!15 = !DILocation(line: 100, column: 9, scope: !4)
!16 = !DILocation(line: 101, column: 17, scope: !4)
!17 = !DILocation(line: 101, column: 9, scope: !4)
!18 = !{!"amdgpu-synchronize-as", !"local"}
!19 = !DILocation(line: 102, column: 49, scope: !4)
!20 = !DILocation(line: 102, column: 14, scope: !4)
!21 = !DILocation(line: 95, column: 1, scope: !4)
