; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @rowsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = lshr i32 %6, 6, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = and i32 %5, 63, !dbg !12
  %10 = shl nuw nsw i32 %8, 6, !dbg !12
  %11 = or disjoint i32 %10, %9, !dbg !12
  %12 = and i32 %5, 15, !dbg !13
  %13 = shl nuw nsw i32 %12, 2, !dbg !13
  %14 = shl nuw nsw i32 %11, 2, !dbg !14
  %15 = and i32 %14, 960, !dbg !14
  %16 = zext nneg i32 %15 to i64, !dbg !15
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !15
  %18 = getelementptr i8, ptr addrspace(1) %17, i64 4096, !dbg !15
  %19 = zext nneg i32 %13 to i64, !dbg !15
  %20 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %19, !dbg !15
  %21 = getelementptr [4 x i8], ptr addrspace(1) %18, i64 %19, !dbg !15
  %22 = load <4 x float>, ptr addrspace(1) %20, align 16, !dbg !16
  %23 = load <4 x float>, ptr addrspace(1) %21, align 16, !dbg !16
  %24 = shufflevector <4 x float> %22, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !17
  %25 = shufflevector <4 x float> %22, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !17
  %26 = shufflevector <4 x float> %23, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !17
  %27 = shufflevector <4 x float> %23, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !17
  %28 = fadd <2 x float> %24, %25, !dbg !17
  %29 = fadd <2 x float> %26, %27, !dbg !17
  %30 = shufflevector <2 x float> %28, <2 x float> %29, <2 x i32> <i32 0, i32 2>, !dbg !22
  %31 = shufflevector <2 x float> %28, <2 x float> %29, <2 x i32> <i32 1, i32 3>, !dbg !22
  %32 = fadd <2 x float> %30, %31, !dbg !22
  %33 = bitcast <2 x float> %32 to <2 x i32>, !dbg !17
  %34 = extractelement <2 x i32> %33, i64 0, !dbg !17
  %35 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %34, i32 296, i32 15, i32 15, i1 true), !dbg !17
  %36 = extractelement <2 x i32> %33, i64 1, !dbg !17
  %37 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 296, i32 15, i32 15, i1 true), !dbg !17
  %38 = insertelement <2 x i32> poison, i32 %35, i64 0, !dbg !17
  %39 = insertelement <2 x i32> %38, i32 %37, i64 1, !dbg !17
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !17
  %41 = fadd <2 x float> %32, %40, !dbg !22
  %42 = bitcast <2 x float> %41 to <2 x i32>, !dbg !17
  %43 = extractelement <2 x i32> %42, i64 0, !dbg !17
  %44 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %43, i32 321, i32 15, i32 15, i1 true), !dbg !17
  %45 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %44, i32 27, i32 15, i32 15, i1 true), !dbg !17
  %46 = extractelement <2 x i32> %42, i64 1, !dbg !17
  %47 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %46, i32 321, i32 15, i32 15, i1 true), !dbg !17
  %48 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %47, i32 27, i32 15, i32 15, i1 true), !dbg !17
  %49 = insertelement <2 x i32> poison, i32 %45, i64 0, !dbg !17
  %50 = insertelement <2 x i32> %49, i32 %48, i64 1, !dbg !17
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !17
  %52 = fadd <2 x float> %41, %51, !dbg !22
  %53 = bitcast <2 x float> %52 to <2 x i32>, !dbg !17
  %54 = extractelement <2 x i32> %53, i64 0, !dbg !17
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %54, i32 78, i32 15, i32 15, i1 true), !dbg !17
  %56 = extractelement <2 x i32> %53, i64 1, !dbg !17
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %56, i32 78, i32 15, i32 15, i1 true), !dbg !17
  %58 = insertelement <2 x i32> poison, i32 %55, i64 0, !dbg !17
  %59 = insertelement <2 x i32> %58, i32 %57, i64 1, !dbg !17
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !17
  %61 = fadd <2 x float> %52, %60, !dbg !22
  %62 = bitcast <2 x float> %61 to <2 x i32>, !dbg !17
  %63 = extractelement <2 x i32> %62, i64 0, !dbg !17
  %64 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %63, i32 177, i32 15, i32 15, i1 true), !dbg !17
  %65 = extractelement <2 x i32> %62, i64 1, !dbg !17
  %66 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %65, i32 177, i32 15, i32 15, i1 true), !dbg !17
  %67 = insertelement <2 x i32> poison, i32 %64, i64 0, !dbg !17
  %68 = insertelement <2 x i32> %67, i32 %66, i64 1, !dbg !17
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !17
  %70 = fadd <2 x float> %61, %69, !dbg !22
  %71 = lshr i32 %11, 1, !dbg !11
  %72 = and i32 %71, 120, !dbg !11
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %72, !dbg !11
  store <2 x float> %70, ptr addrspace(3) %73, align 8, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !23
  %74 = and i32 %5, 32, !dbg !11
  %75 = or disjoint i32 %8, %74, !dbg !11
  %76 = icmp eq i32 %75, 0, !dbg !11
  br i1 %76, label %77, label %87, !dbg !11

77:                                               ; preds = %4
  %78 = and i32 %5, 31
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %79
  %81 = shl nuw nsw i32 %12, 3
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %83 = lshr i32 %5, 2
  %84 = and i32 %83, 4
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %82, i32 %84
  %86 = load <1 x float>, ptr addrspace(3) %85, align 4, !dbg !11
  store <1 x float> %86, ptr addrspace(1) %80, align 4, !dbg !11
  br label %87, !dbg !11

87:                                               ; preds = %77, %4
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "rowsum", linkageName: "rowsum", scope: !1, file: !1, line: 63, type: !5, scopeLine: 63, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 67, column: 5, scope: !4)
!12 = !DILocation(line: 65, column: 9, scope: !4)
!13 = !DILocation(line: 66, column: 9, scope: !4)
!14 = !DILocation(line: 67, column: 56, scope: !4)
!15 = !DILocation(line: 67, column: 52, scope: !4)
!16 = !DILocation(line: 67, column: 44, scope: !4)
!17 = !DILocation(line: 314, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 67, column: 37, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 287, column: 12, scope: !18, inlinedAt: !17)
!23 = !{!"amdgpu-synchronize-as", !"local"}
!24 = !DILocation(line: 63, column: 1, scope: !4)
