; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !13
  %8 = lshr i32 %7, 6, !dbg !13
  %9 = and i32 %8, 3, !dbg !13
  %10 = and i32 %6, 63, !dbg !14
  %11 = shl nuw nsw i32 %9, 6, !dbg !14
  %12 = or disjoint i32 %11, %10, !dbg !14
  %13 = and i32 %6, 31, !dbg !14
  %14 = shl nuw nsw i32 %13, 5, !dbg !14
  %15 = shl nuw nsw i32 %12, 2, !dbg !14
  %16 = and i32 %15, 992, !dbg !14
  %17 = zext nneg i32 %16 to i64, !dbg !15
  %18 = getelementptr i8, ptr addrspace(1) %0, i64 %17, !dbg !15
  %19 = and i32 %6, 32, !dbg !16
  %20 = shl nuw nsw i32 %6, 2, !dbg !16
  %21 = and i32 %20, 28, !dbg !16
  %22 = zext nneg i32 %21 to i64, !dbg !15
  %23 = getelementptr i8, ptr addrspace(1) %18, i64 %22, !dbg !15
  %24 = load <4 x i8>, ptr addrspace(1) %23, align 4, !dbg !17
  %25 = getelementptr i8, ptr addrspace(1) %1, i64 %17, !dbg !18
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 %22, !dbg !18
  %27 = load <4 x i8>, ptr addrspace(1) %26, align 4, !dbg !19
  %28 = lshr i32 %12, 2, !dbg !17
  %29 = and i32 %28, 24, !dbg !17
  %30 = xor i32 %29, %15, !dbg !17
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %30, !dbg !17
  store <4 x i8> %24, ptr addrspace(3) %31, align 4, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !20
  %32 = shl nuw nsw i32 %6, 1, !dbg !17
  %33 = and i32 %32, 24, !dbg !17
  %34 = lshr exact i32 %19, 2, !dbg !17
  %35 = xor i32 %33, %34, !dbg !17
  %36 = or disjoint i32 %35, %14, !dbg !17
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !17
  %38 = load i64, ptr addrspace(3) %37, align 8, !dbg !17
  %39 = xor i32 %36, 16, !dbg !17
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !17
  %41 = load i64, ptr addrspace(3) %40, align 8, !dbg !17
  fence syncscope("workgroup") release, !dbg !19, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19, !mmra !20
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %15, !dbg !19
  store <4 x i8> %27, ptr addrspace(3) %42, align 4, !dbg !19
  fence syncscope("workgroup") release, !dbg !19, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19, !mmra !20
  %43 = shl nuw nsw i32 %19, 3, !dbg !19
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %43, !dbg !19
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 %13, !dbg !19
  %46 = load <1 x i8>, ptr addrspace(3) %45, align 1, !dbg !19
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 32, !dbg !19
  %48 = load <1 x i8>, ptr addrspace(3) %47, align 1, !dbg !19
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 64, !dbg !19
  %50 = load <1 x i8>, ptr addrspace(3) %49, align 1, !dbg !19
  %51 = shufflevector <1 x i8> %50, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 96, !dbg !19
  %53 = load <1 x i8>, ptr addrspace(3) %52, align 1, !dbg !19
  %54 = shufflevector <1 x i8> %53, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 128, !dbg !19
  %56 = load <1 x i8>, ptr addrspace(3) %55, align 1, !dbg !19
  %57 = shufflevector <1 x i8> %56, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 160, !dbg !19
  %59 = load <1 x i8>, ptr addrspace(3) %58, align 1, !dbg !19
  %60 = shufflevector <1 x i8> %59, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 192, !dbg !19
  %62 = load <1 x i8>, ptr addrspace(3) %61, align 1, !dbg !19
  %63 = shufflevector <1 x i8> %62, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 224, !dbg !19
  %65 = load <1 x i8>, ptr addrspace(3) %64, align 1, !dbg !19
  %66 = shufflevector <1 x i8> %65, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 512, !dbg !19
  %68 = load <1 x i8>, ptr addrspace(3) %67, align 1, !dbg !19
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 544, !dbg !19
  %70 = load <1 x i8>, ptr addrspace(3) %69, align 1, !dbg !19
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 576, !dbg !19
  %72 = load <1 x i8>, ptr addrspace(3) %71, align 1, !dbg !19
  %73 = shufflevector <1 x i8> %72, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 608, !dbg !19
  %75 = load <1 x i8>, ptr addrspace(3) %74, align 1, !dbg !19
  %76 = shufflevector <1 x i8> %75, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 640, !dbg !19
  %78 = load <1 x i8>, ptr addrspace(3) %77, align 1, !dbg !19
  %79 = shufflevector <1 x i8> %78, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 672, !dbg !19
  %81 = load <1 x i8>, ptr addrspace(3) %80, align 1, !dbg !19
  %82 = shufflevector <1 x i8> %81, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 704, !dbg !19
  %84 = load <1 x i8>, ptr addrspace(3) %83, align 1, !dbg !19
  %85 = shufflevector <1 x i8> %84, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 736, !dbg !19
  %87 = load <1 x i8>, ptr addrspace(3) %86, align 1, !dbg !19
  %88 = shufflevector <1 x i8> %87, <1 x i8> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !19
  %89 = shufflevector <1 x i8> %46, <1 x i8> %48, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %90 = shufflevector <8 x i8> %89, <8 x i8> %51, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %91 = shufflevector <8 x i8> %90, <8 x i8> %54, <8 x i32> <i32 0, i32 1, i32 2, i32 8, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %92 = shufflevector <8 x i8> %91, <8 x i8> %57, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 poison, i32 poison, i32 poison>, !dbg !21
  %93 = shufflevector <8 x i8> %92, <8 x i8> %60, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 8, i32 poison, i32 poison>, !dbg !21
  %94 = shufflevector <8 x i8> %93, <8 x i8> %63, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 poison>, !dbg !21
  %95 = shufflevector <8 x i8> %94, <8 x i8> %66, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !21
  %96 = bitcast <8 x i8> %95 to i64, !dbg !21
  %97 = shufflevector <1 x i8> %68, <1 x i8> %70, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %98 = shufflevector <8 x i8> %97, <8 x i8> %73, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %99 = shufflevector <8 x i8> %98, <8 x i8> %76, <8 x i32> <i32 0, i32 1, i32 2, i32 8, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !21
  %100 = shufflevector <8 x i8> %99, <8 x i8> %79, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 poison, i32 poison, i32 poison>, !dbg !21
  %101 = shufflevector <8 x i8> %100, <8 x i8> %82, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 8, i32 poison, i32 poison>, !dbg !21
  %102 = shufflevector <8 x i8> %101, <8 x i8> %85, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 poison>, !dbg !21
  %103 = shufflevector <8 x i8> %102, <8 x i8> %88, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !21
  %104 = bitcast <8 x i8> %103 to i64, !dbg !21
  %105 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 %96, i64 %38, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !21
  %106 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 %104, i64 %41, <16 x i32> %105, i32 0, i32 0, i32 0), !dbg !21
  %107 = icmp eq i32 %9, 0, !dbg !13
  br i1 %107, label %.critedge, label %.critedge4, !dbg !13

.critedge:                                        ; preds = %5
  %108 = shufflevector <16 x i32> %106, <16 x i32> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %109 = shufflevector <16 x i32> %106, <16 x i32> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %110 = shufflevector <16 x i32> %106, <16 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %111 = zext nneg i32 %14 to i64, !dbg !22
  %112 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %111, !dbg !22
  %113 = lshr exact i32 %19, 3, !dbg !16
  %114 = zext nneg i32 %113 to i64, !dbg !22
  %115 = getelementptr [4 x i8], ptr addrspace(1) %112, i64 %114, !dbg !22
  %116 = getelementptr i8, ptr addrspace(1) %115, i64 32
  %117 = shufflevector <16 x i32> %106, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %118 = getelementptr i8, ptr addrspace(1) %115, i64 96, !dbg !22
  %119 = getelementptr i8, ptr addrspace(1) %115, i64 64, !dbg !22
  store <4 x i32> %117, ptr addrspace(1) %115, align 16, !dbg !13
  store <4 x i32> %110, ptr addrspace(1) %116, align 16, !dbg !13
  store <4 x i32> %109, ptr addrspace(1) %119, align 16, !dbg !13
  store <4 x i32> %108, ptr addrspace(1) %118, align 16, !dbg !13
  br label %.critedge4, !dbg !13

.critedge4:                                       ; preds = %5, %.critedge
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64, i64, <16 x i32>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 102, column: 5, scope: !4)
!14 = !DILocation(line: 100, column: 21, scope: !4)
!15 = !DILocation(line: 100, column: 17, scope: !4)
!16 = !DILocation(line: 100, column: 39, scope: !4)
!17 = !DILocation(line: 100, column: 9, scope: !4)
!18 = !DILocation(line: 101, column: 17, scope: !4)
!19 = !DILocation(line: 101, column: 9, scope: !4)
!20 = !{!"amdgpu-synchronize-as", !"local"}
!21 = !DILocation(line: 102, column: 49, scope: !4)
!22 = !DILocation(line: 102, column: 14, scope: !4)
!23 = !DILocation(line: 95, column: 1, scope: !4)
